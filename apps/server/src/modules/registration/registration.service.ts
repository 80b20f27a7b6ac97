import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CommandError, type SendCodeOutput, type SendRegisterCodeInput, type UserRegisterInput, type UserRegisterOutput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import type { CommandContext } from '../../envelope/command.ts';
import { accounts, users, findAccount, hashPassword } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { checkCode, consumeCode, issueCode } from '../notify/index.ts';
import { createCompany } from './create-company.ts';

/** The field a unique index guards: what 10006 names when a parallel registration took it first. */
const TAKEN_FIELDS: Record<string, string> = {
  accounts_account_key: 'account',
  accounts_phone_key: 'phone',
  accounts_email_key: 'email',
  companies_company_no_key: 'companyNo',
};

/** Emails compare case-insensitively (the unique index is on lower(email)); phones as typed. */
const normaliseContact = (channel: 'phone' | 'email', value: string) => (channel === 'email' ? value.toLowerCase() : value);

export async function sendRegisterCode(ctx: CommandContext, input: SendRegisterCodeInput): Promise<SendCodeOutput> {
  const target = normaliseContact(input.channel, input.target);
  if (await isContactTaken(ctx.db, input.channel, target)) throw new CommandError(10006, { field: 'target' });
  return issueCode(ctx, { purpose: 'register', target, channel: input.channel, recipient: target });
}

/**
 * Registers a carrier or a cargo owner: the company (with its default positions), the account and the
 * administrator identity, in one transaction that also uses the code up. A taken account, phone, email or
 * carrier company code answers 10006 naming the field.
 */
export async function registerUser(ctx: CommandContext, input: UserRegisterInput): Promise<UserRegisterOutput> {
  const phone = input.phone;
  const email = input.email && normaliseContact('email', input.email);
  // The contract requires the contact of the chosen channel.
  const codeId = await checkCode(ctx.db, 'register', input.channel === 'phone' ? phone! : email!, input.code);
  await refuseTaken(ctx.db, { account: input.account, phone, email, companyNo: input.kind === 'carrier' ? input.companyNo : undefined });
  const companyNo = input.kind === 'carrier' ? input.companyNo : await pickOwnerCompanyNo(ctx.db);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      await consumeCode(tx, codeId);
      const { company, positions } = await createCompany(tx, {
        companyNo,
        kind: input.kind,
        // A cargo owner may be a person without a company name: the contact's name stands in.
        nameCn: input.companyNameCn || input.contactName.slice(0, 20),
        nameEn: input.companyNameEn ?? '',
      });
      const [account] = await tx.insert(accounts).values({ account: input.account, passwordHash, phone, email }).returning({ id: accounts.id });
      const [user] = await tx
        .insert(users)
        .values({
          accountId: account.id,
          companyId: company.id,
          userSourceType: input.kind === 'carrier' ? 2 : 1,
          displayName: input.contactName,
          isAdmin: true,
          positionId: positions.get('administrator'),
        })
        .returning({ userNo: users.userNo });
      return { userNo: user.userNo, companyNo: company.companyNo, kind: input.kind };
    });
  } catch (error) {
    const field = TAKEN_FIELDS[findUniqueViolation(error) ?? ''];
    if (field) throw new CommandError(10006, { field });
    throw error;
  }
}

async function isContactTaken(db: Db, channel: 'phone' | 'email', value: string): Promise<boolean> {
  const match = channel === 'phone' ? eq(accounts.phone, value) : eq(sql`lower(${accounts.email})`, value);
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(match).limit(1);
  return Boolean(row);
}

async function isCompanyNoTaken(db: Db, companyNo: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(sql`lower(${companies.companyNo})`, companyNo.toLowerCase())).limit(1);
  return Boolean(row);
}

/** Checked before the transaction for a clear answer; the unique indexes still decide a race. */
async function refuseTaken(db: Db, wanted: { account: string; phone?: string; email?: string; companyNo?: string }): Promise<void> {
  if (await findAccount(db, wanted.account)) throw new CommandError(10006, { field: 'account' });
  if (wanted.phone && (await isContactTaken(db, 'phone', wanted.phone))) throw new CommandError(10006, { field: 'phone' });
  if (wanted.email && (await isContactTaken(db, 'email', wanted.email))) throw new CommandError(10006, { field: 'email' });
  if (wanted.companyNo && (await isCompanyNoTaken(db, wanted.companyNo))) throw new CommandError(10006, { field: 'companyNo' });
}

/** "OWN" and 7 random digits (10 characters, the column's width), retried on the rare clash. */
async function pickOwnerCompanyNo(db: Db): Promise<string> {
  for (;;) {
    const candidate = `OWN${randomInt(1_000_000, 10_000_000)}`;
    if (!(await isCompanyNoTaken(db, candidate))) return candidate;
  }
}
