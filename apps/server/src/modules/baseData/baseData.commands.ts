import { and, eq } from 'drizzle-orm';
import { BASE_DATA_LIMITS, builtInBaseData, fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/baseData/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { tableExcelCommands } from '../tableImport/index.ts';
import { optionsCompanyOf } from './baseData.options.ts';
import { baseDataOptionsOf, baseDataSnapshot, countOfKind, findBaseData, listBaseDataPage } from './baseData.queries.ts';
import { baseDataEntries } from './baseData.table.ts';

const MAX = BASE_DATA_LIMITS.perKindMax;

export const baseDataCommands = [
  implement(contract.listBaseData, (ctx, input) => listBaseDataPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.baseDataOptions, async (ctx, input) => ({ list: await baseDataOptionsOf(ctx.db, await optionsCompanyOf(ctx.db, ctx.caller, input.carrierCompanyNo)) })),
  implement(contract.saveBaseData, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findBaseData(ctx.db, companyId, input.id) : undefined;
    // A built-in value is the product's: the same code of the company's would name two things.
    if (builtInBaseData(input.kind, input.code)) throw fieldError('code', 'duplicate');
    if (old?.kind !== input.kind && (await countOfKind(ctx.db, companyId, input.kind)) >= MAX) throw fieldError('kind', 'tooBig', { max: MAX });
    const { id: _id, ...fields } = input;
    try {
      return await auditedWrite(ctx, async ({ tx }) => {
        const [row] = old
          ? await tx.update(baseDataEntries).set({ ...fields, updatedAt: new Date() }).where(and(eq(baseDataEntries.id, old.id), eq(baseDataEntries.companyId, companyId))).returning()
          : await tx.insert(baseDataEntries).values({ ...fields, companyId }).returning();
        const after = baseDataSnapshot(row);
        return { answer: { id: row.id }, changes: [{ entity: 'baseData', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before: old && baseDataSnapshot(old).fields, after: after.fields }] };
      });
    } catch (error) {
      if (findUniqueViolation(error) === 'base_data_entries_company_kind_code_key') throw fieldError('code', 'duplicate');
      throw error;
    }
  }),
  implement(contract.deleteBaseData, async (ctx, input) => {
    const row = await findBaseData(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.delete(baseDataEntries).where(eq(baseDataEntries.id, row.id));
      const { label, fields } = baseDataSnapshot(row);
      return { answer: {}, changes: [{ entity: 'baseData', entityId: row.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
  ...tableExcelCommands(contract.baseDataExcel),
];

