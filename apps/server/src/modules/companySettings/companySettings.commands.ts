import { and, eq, ne } from 'drizzle-orm';
import { CommandError, fieldError, type CompanySettingsView } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/company/commands';
import type { Db } from '../../db/client.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { companies, findCarrierByNo, findCompanyByHost } from '../company/index.ts';

async function loadSettings(db: Db, companyId: number): Promise<CompanySettingsView> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new CommandError(404);
  const { companyNo, kind, nameCn, nameEn, lockMinutes, recordNo, customHost } = company;
  return { companyNo, kind, nameCn, nameEn, lockMinutes, recordNo, customHost: customHost ?? '' };
}

export const companyCommands = [
  implement(contract.getCompanySettings, (ctx) => loadSettings(ctx.db, ctx.caller.companyId)),
  implement(contract.saveCompanySettings, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const customHost = input.customHost || null;
    if (customHost) {
      const [taken] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.customHost, customHost), ne(companies.id, companyId)));
      if (taken) throw fieldError('customHost', 'invalidValue');
    }
    await tx.update(companies).set({ ...input, customHost }).where(eq(companies.id, companyId));
    // The settings screen's changes are not listed in the audit log today.
    return { answer: await loadSettings(tx, companyId), changes: [] };
  })),
  implement(contract.selectCompanyNoAndRecord, (ctx, input) => findCompanyByHost(ctx.db, input.host)),
  implement(contract.getCarrierLoginInfo, (ctx, input) => findCarrierByNo(ctx.db, input.companyNo)),
];
