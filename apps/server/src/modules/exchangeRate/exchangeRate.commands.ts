import { and, eq } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/exchangeRate/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { tableExcelCommands } from '../tableImport/index.ts';
import { convertAmount } from './convert-amount.ts';
import { exchangeRateSnapshot, findExchangeRate, listExchangeRatePage } from './exchangeRate.queries.ts';
import { exchangeRates } from './exchangeRate.table.ts';

export const exchangeRateCommands = [
  implement(contract.listExchangeRates, (ctx, input) => listExchangeRatePage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.convertAmount, (ctx, input) => convertAmount(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveExchangeRate, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findExchangeRate(ctx.db, companyId, input.id) : undefined;
    const { id: _id, ...values } = input;
    try {
      return await auditedWrite(ctx, async ({ tx }) => {
        const [row] = old
          ? await tx.update(exchangeRates).set({ ...values, updatedAt: new Date() }).where(and(eq(exchangeRates.id, old.id), eq(exchangeRates.companyId, companyId))).returning()
          : await tx.insert(exchangeRates).values({ ...values, companyId }).returning();
        const after = exchangeRateSnapshot(row);
        return { answer: { id: row.id }, changes: [{ entity: 'exchangeRate', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before: old && exchangeRateSnapshot(old).fields, after: after.fields }] };
      });
    } catch (error) {
      // One rate per pair and first day: the day is what the user changes.
      if (findUniqueViolation(error) === 'exchange_rates_company_pair_day_key') throw fieldError('effectiveDate', 'duplicate');
      throw error;
    }
  }),
  implement(contract.deleteExchangeRate, async (ctx, input) => {
    const row = await findExchangeRate(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.delete(exchangeRates).where(eq(exchangeRates.id, row.id));
      const { label, fields } = exchangeRateSnapshot(row);
      return { answer: {}, changes: [{ entity: 'exchangeRate', entityId: row.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
  ...tableExcelCommands(contract.exchangeRateExcel),
];
