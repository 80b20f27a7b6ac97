import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, fieldError, matchLanguage, type SaveDestinationInput } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/destination/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { assertKnownCountry, countryOptionPage, listCountryPage } from '../country/index.ts';
import { tableExcelCommands } from '../tableImport/index.ts';
import { destinations } from './destination.table.ts';
import { destinationSnapshot, enabledDestinationsOf, findDestination, listDestinationPage, matchingDestinations, toDestinationView } from './destination.queries.ts';
import { namedCompany, visibleCompanies } from './destination.scope.ts';

const languageOf = (ctx: { language?: string }) => matchLanguage(ctx.language) ?? DEFAULT_LANGUAGE;

/** Writes a destination code and its log row; a code the company already has is refused naming the field. */
async function saveLogged(ctx: GuardedContext, input: SaveDestinationInput) {
  const { companyId } = ctx.caller;
  const old = input.id ? await findDestination(ctx.db, companyId, input.id) : undefined;
  await assertKnownCountry(ctx.db, 'countryCode', input.countryCode);
  const { id: _id, ...values } = input;
  try {
    return await auditedWrite(ctx, async ({ tx }) => {
      const [row] = old
        ? await tx.update(destinations).set(values).where(eq(destinations.id, old.id)).returning()
        : await tx.insert(destinations).values({ ...values, companyId }).returning();
      const after = destinationSnapshot(row);
      return { answer: { id: row.id }, changes: [{ entity: 'destination', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before: old && destinationSnapshot(old).fields, after: after.fields }] };
    });
  } catch (error) {
    if (findUniqueViolation(error) === 'destinations_company_code_key') throw fieldError('code', 'duplicate');
    throw error;
  }
}

export const destinationCommands = [
  implement(contract.listCountries, (ctx, input) => listCountryPage(ctx.db, input)),
  implement(contract.listDestinations, (ctx, input) => listDestinationPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveDestination, (ctx, input) => saveLogged(ctx, input)),
  implement(contract.deleteDestination, async (ctx, input) => {
    const row = await findDestination(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.delete(destinations).where(eq(destinations.id, row.id));
      const { label, fields } = destinationSnapshot(row);
      return { answer: {}, changes: [{ entity: 'destination', entityId: row.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
  implement(contract.getDestCountryComboBox, async (ctx, input) => {
    if (input.type === 'country') return countryOptionPage(ctx.db, input, languageOf(ctx));
    const company = await namedCompany(ctx.db, ctx.caller, input.companyNo);
    const where = and(eq(destinations.companyId, company.id), eq(destinations.enabled, true), matchingDestinations(input.keyword));
    const [rows, [{ total }]] = await Promise.all([
      ctx.db.select().from(destinations).where(where).orderBy(asc(destinations.code)).limit(input.pageSize).offset(input.pageSize * (input.pageIndex - 1)),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(destinations).where(where),
    ]);
    const english = languageOf(ctx) === 'en-US';
    const list = rows.map((row) => ({
      value: row.code,
      label: `${row.code} ${english && row.nameEn ? row.nameEn : row.nameCn}`,
      extra: { countryCode: row.countryCode, kind: row.kind, zone: row.zone },
    }));
    return { list, pageCount: Math.ceil(total / input.pageSize) };
  }),
  implement(contract.findByCompanyIds, async (ctx, input) => {
    const visible = await visibleCompanies(ctx.db, ctx.caller);
    const unseen = input.companyIds?.find((id) => !visible.some((company) => company.id === id));
    if (unseen !== undefined) throw fieldError('companyIds', 'notFound', { id: unseen });
    const wanted = input.companyIds ? visible.filter((company) => input.companyIds!.includes(company.id)) : visible;
    const numbers = new Map(wanted.map((company) => [company.id, company.companyNo]));
    const rows = await enabledDestinationsOf(ctx.db, [...numbers.keys()], input.type);
    return {
      list: rows.map((row) => {
        const { enabled: _enabled, remarks: _remarks, ...view } = toDestinationView(row);
        return { ...view, companyId: row.companyId, companyNo: numbers.get(row.companyId)! };
      }),
    };
  }),
  ...tableExcelCommands(contract.destinationExcel),
];
