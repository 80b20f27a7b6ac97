import { eq } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/cityAbbreviation/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { assertKnownCountry } from '../country/index.ts';
import { tableExcelCommands } from '../tableImport/index.ts';
import { cityAbbreviations } from './cityAbbreviation.table.ts';
import { cityAbbreviationSnapshot, findCityAbbreviation, listCityAbbreviationPage } from './cityAbbreviation.queries.ts';

export const cityAbbreviationCommands = [
  implement(contract.listCityAbbreviations, (ctx, input) => listCityAbbreviationPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveCityAbbreviation, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findCityAbbreviation(ctx.db, companyId, input.id) : undefined;
    await assertKnownCountry(ctx.db, 'countryCode', input.countryCode);
    const { id: _id, ...values } = input;
    try {
      return await auditedWrite(ctx, async ({ tx }) => {
        const [row] = old
          ? await tx.update(cityAbbreviations).set(values).where(eq(cityAbbreviations.id, old.id)).returning()
          : await tx.insert(cityAbbreviations).values({ ...values, companyId }).returning();
        const after = cityAbbreviationSnapshot(row);
        return { answer: { id: row.id }, changes: [{ entity: 'cityAbbreviation', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before: old && cityAbbreviationSnapshot(old).fields, after: after.fields }] };
      });
    } catch (error) {
      // Unique per company, country and code: the code is the field the user changes.
      if (findUniqueViolation(error) === 'city_abbreviations_company_country_code_key') throw fieldError('code', 'duplicate');
      throw error;
    }
  }),
  implement(contract.deleteCityAbbreviation, async (ctx, input) => {
    const row = await findCityAbbreviation(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.delete(cityAbbreviations).where(eq(cityAbbreviations.id, row.id));
      const { label, fields } = cityAbbreviationSnapshot(row);
      return { answer: {}, changes: [{ entity: 'cityAbbreviation', entityId: row.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
  ...tableExcelCommands(contract.cityAbbreviationExcel),
];
