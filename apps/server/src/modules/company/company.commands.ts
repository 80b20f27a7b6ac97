import { and, eq, ne } from 'drizzle-orm';
import { CommandError, emptyInput, fieldError, saveCompanySettingsInput, getCarrierLoginInfoInput, selectCompanyNoAndRecordInput, type CompanySettingsView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { defineCommand } from '../../envelope/command.ts';
import { findCarrierByNo, findCompanyByHost } from './company-host.ts';
import { companies } from './company.table.ts';

async function loadSettings(db: Db, companyId: number): Promise<CompanySettingsView> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new CommandError(404);
  const { companyNo, kind, nameCn, nameEn, lockMinutes, recordNo, customHost } = company;
  return { companyNo, kind, nameCn, nameEn, lockMinutes, recordNo, customHost: customHost ?? '' };
}

export const companyCommands = [
  defineCommand({
    service: 'main', command: 'getCompanySettings', permission: 'company.settings.view', input: emptyInput,
    summary: "The caller's company settings: names, lock-screen minutes, record number and own host.",
    handler: (ctx) => loadSettings(ctx.db, ctx.caller.companyId),
  }),
  defineCommand({
    service: 'main', command: 'saveCompanySettings', permission: 'company.settings.edit', input: saveCompanySettingsInput,
    summary: "Save the caller's company settings; the own host must not be another company's.",
    handler: async (ctx, input) => {
      const customHost = input.customHost || null;
      if (customHost) {
        const [taken] = await ctx.db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.customHost, customHost), ne(companies.id, ctx.caller.companyId)));
        if (taken) throw fieldError('customHost', 'invalidValue');
      }
      await ctx.db.update(companies).set({ ...input, customHost }).where(eq(companies.id, ctx.caller.companyId));
      return loadSettings(ctx.db, ctx.caller.companyId);
    },
  }),
  defineCommand({
    service: 'uc', command: 'selectCompanyNoAndRecord', permission: 'public', input: selectCompanyNoAndRecordInput,
    summary: 'The company whose own host this is (port ignored): its code, record number and name; 10015 for an unknown host.',
    handler: (ctx, input) => findCompanyByHost(ctx.db, input.host),
  }),
  defineCommand({
    service: 'uc', command: 'getCarrierLoginInfo', permission: 'public', input: getCarrierLoginInfoInput,
    summary: "A carrier's names and record number for its carrier-side login page; 10015 for an unknown code.",
    handler: (ctx, input) => findCarrierByNo(ctx.db, input.companyNo),
  }),
];
