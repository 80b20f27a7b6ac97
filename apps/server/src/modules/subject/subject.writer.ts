import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { CommandError, RESULT_CODES, subjectFilter, subjectTable, type SubjectImportRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customers } from '../customer/index.ts';
import type { TableOwner, TableWriter } from '../tableImport/index.ts';
import { selectSubjectViews, subjectsWhere } from './subject.queries.ts';
import { subjects } from './subject.table.ts';

/** Rows per statement, reading keys and writing rows alike. */
const BATCH = 5_000;

/** The company's customers by code, for the codes given. */
async function customerIdsByCode(db: Db, companyId: number, codes: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(codes)];
  const found = new Map<string, number>();
  for (let from = 0; from < wanted.length; from += BATCH) {
    const rows = await db.select({ id: customers.id, code: customers.code }).from(customers)
      .where(and(eq(customers.companyId, companyId), isNull(customers.deletedAt), inArray(customers.code, wanted.slice(from, from + BATCH))));
    for (const row of rows) found.set(row.code, row.id);
  }
  return found;
}

/** Of the file's keys (customer code, tab, name), those the company holds. */
async function existingKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let from = 0; from < keys.length; from += BATCH) {
    const rows = await db.select({ code: customers.code, name: subjects.name }).from(subjects).innerJoin(customers, eq(customers.id, subjects.customerId))
      .where(and(eq(subjects.companyId, companyId), inArray(sql`${customers.code} || E'\\t' || ${subjects.name}`, keys.slice(from, from + BATCH))));
    for (const row of rows) taken.add(`${row.code}\t${row.name}`);
  }
  return taken;
}

/**
 * Inserts the import's checked rows a batch per statement, in the import's one transaction. A customer code the
 * company has no customer of refuses the whole file (20188), naming the code: nothing is written.
 */
async function write(tx: Db, owner: TableOwner, rows: readonly SubjectImportRow[]): Promise<void> {
  const customerIds = await customerIdsByCode(tx, owner.companyId, rows.map((row) => row.customerCode));
  const unknown = rows.find((row) => !customerIds.has(row.customerCode));
  if (unknown) throw new CommandError(RESULT_CODES.importFileRefused, { field: 'customerCode', reason: 'notFound', value: unknown.customerCode });
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH).map((row) => ({
      customer_id: customerIds.get(row.customerCode), name: row.name, country_code: row.countryCode, address: row.address, vat_no: row.vatNo,
      eori_no: row.eoriNo, ioss_no: row.iossNo, other_tax_type: row.otherTaxType ?? null, other_tax_no: row.otherTaxNo,
    }));
    await tx.execute(sql`
      insert into ${subjects} (company_id, customer_id, name, country_code, address, vat_no, eori_no, ioss_no, other_tax_type, other_tax_no)
      select ${owner.companyId}, r.customer_id, r.name, r.country_code, r.address, r.vat_no, r.eori_no, r.ioss_no, r.other_tax_type, r.other_tax_no
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as r(customer_id int, name varchar, country_code varchar, address varchar, vat_no varchar, eori_no varchar, ioss_no varchar, other_tax_type varchar, other_tax_no varchar)`);
  }
}

/** The export's rows after the list's filters, in keyset batches by id, with the customer's code the import reads back. */
function exportRows(db: Db, companyId: number, filter: unknown) {
  const where = subjectsWhere(companyId, subjectFilter.parse(filter));
  return {
    count: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(subjects).where(where))[0].total,
    batches: async function* () {
      for (let after = 0; ;) {
        const batch = await selectSubjectViews(db).where(and(where, gt(subjects.id, after))).orderBy(asc(subjects.id)).limit(BATCH);
        if (!batch.length) return;
        after = batch[batch.length - 1].id;
        yield batch.map((row) => ({ ...row, otherTaxType: row.otherTaxType ?? '' }));
      }
    },
  };
}

/** Subjects plugged into the reference tables' import and export (modules/tableImport). */
export const subjectWriter: TableWriter<SubjectImportRow> = { declaration: subjectTable, existingKeys, write, exportRows };
