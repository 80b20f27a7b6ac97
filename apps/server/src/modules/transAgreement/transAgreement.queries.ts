import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { agreementState, fieldError, type ListTransAgreementsInput, type Page, type SaveTransAgreementInput, type TransAgreementView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customerGroups } from '../customerGroup/index.ts';
import { channels } from '../channel/index.ts';
import { customers, findCustomer } from '../customer/index.ts';
import { transAgreementChannels, transAgreements } from './transAgreement.table.ts';

export type AgreementRow = typeof transAgreements.$inferSelect;

/** The caller's company's agreement; another company's answers exactly like a missing one. */
export async function findAgreement(db: Db, companyId: number, id: number): Promise<AgreementRow> {
  const [row] = await db.select().from(transAgreements).where(and(eq(transAgreements.id, id), eq(transAgreements.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/** The customer (live) or group and every channel named are the company's; anything else answers notFound on its field. */
export async function assertOwnParties(db: Db, companyId: number, input: SaveTransAgreementInput): Promise<void> {
  if (input.customerId) await findCustomer(db, companyId, input.customerId, 'customerId');
  if (input.customerGroupId) {
    const [group] = await db.select({ id: customerGroups.id }).from(customerGroups)
      .where(and(eq(customerGroups.id, input.customerGroupId), eq(customerGroups.companyId, companyId)));
    if (!group) throw fieldError('customerGroupId', 'notFound');
  }
  const own = await db.select({ id: channels.id }).from(channels).where(and(eq(channels.companyId, companyId), inArray(channels.id, input.channelIds)));
  const missing = input.channelIds.findIndex((id) => !own.some((row) => row.id === id));
  if (missing >= 0) throw fieldError(`channelIds.${missing}`, 'notFound');
}

function stateCondition(state: ListTransAgreementsInput['state'], today: string): SQL | undefined {
  if (state === 'upcoming') return gt(transAgreements.validFrom, today);
  if (state === 'expired') return lt(transAgreements.validTo, today);
  if (state === 'inForce') return and(lte(transAgreements.validFrom, today), or(isNull(transAgreements.validTo), gte(transAgreements.validTo, today)));
  return undefined;
}

function whereOf(companyId: number, input: ListTransAgreementsInput, today: string): SQL | undefined {
  return and(
    eq(transAgreements.companyId, companyId),
    input.customerId ? eq(transAgreements.customerId, input.customerId) : undefined,
    input.customerGroupId ? eq(transAgreements.customerGroupId, input.customerGroupId) : undefined,
    input.channelId
      ? sql`exists(select 1 from ${transAgreementChannels} where ${transAgreementChannels.agreementId} = ${transAgreements.id} and ${transAgreementChannels.channelId} = ${input.channelId})`
      : undefined,
    stateCondition(input.state, today),
  );
}

/** The channels of these agreements, by code. */
export async function channelsOf(db: Db, agreementIds: number[]): Promise<Map<number, TransAgreementView['channels']>> {
  const rows = agreementIds.length
    ? await db.select({ agreementId: transAgreementChannels.agreementId, id: channels.id, code: channels.code, nameCn: channels.nameCn, nameEn: channels.nameEn })
      .from(transAgreementChannels).innerJoin(channels, eq(channels.id, transAgreementChannels.channelId))
      .where(inArray(transAgreementChannels.agreementId, agreementIds)).orderBy(asc(channels.code))
    : [];
  const byAgreement = new Map<number, TransAgreementView['channels']>();
  for (const { agreementId, ...channel } of rows) byAgreement.set(agreementId, [...(byAgreement.get(agreementId) ?? []), channel]);
  return byAgreement;
}

/** One page of the company's agreements, latest start first, with their party and channels. */
export async function listAgreementPage(db: Db, companyId: number, input: ListTransAgreementsInput, today: string): Promise<Page<TransAgreementView>> {
  const where = whereOf(companyId, input, today);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ agreement: transAgreements, customerCode: customers.code, customerName: customers.name, groupName: customerGroups.name })
      .from(transAgreements)
      .leftJoin(customers, eq(customers.id, transAgreements.customerId))
      .leftJoin(customerGroups, eq(customerGroups.id, transAgreements.customerGroupId))
      .where(where).orderBy(desc(transAgreements.validFrom), desc(transAgreements.id))
      .limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(transAgreements).where(where),
  ]);
  const channelMap = await channelsOf(db, rows.map((row) => row.agreement.id));
  return {
    total,
    list: rows.map(({ agreement: a, ...party }) => ({
      id: a.id, customerId: a.customerId, customerCode: party.customerCode, customerName: party.customerName, customerGroupId: a.customerGroupId,
      groupName: party.groupName, channels: channelMap.get(a.id) ?? [], validFrom: a.validFrom, validTo: a.validTo,
      state: agreementState(a, today), remarks: a.remarks,
    })),
  };
}
