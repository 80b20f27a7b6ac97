import { eq } from 'drizzle-orm';
import { fieldError, type OrderImportParams } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { orderCompany } from '../order/index.ts';
import { assertCustomerUsable } from './import-choices.ts';

/** The importing company as the import's checks need it: a command's caller, or read again for its task. */
export type Importer = Pick<Caller, 'companyId' | 'companyKind' | 'companyNo'>;

/**
 * Where an import's orders go: the carrier's company they are written to and whose customers, channels and orders
 * the rows are checked against; for a cargo owner's import (forecastUpload) the partner carrier's, with the owner
 * as ownerCompanyId and the carrier's customer for that owner on every order.
 */
export type ImportTarget = { companyId: number; ownerCompanyId: number | null; customerId?: number };

type Choices = Pick<OrderImportParams, 'carrierCompanyNo' | 'customerId'>;

/**
 * The target of an import, refusing what createOrder refuses: a carrier names no other carrier (invalidValue) and
 * any customer it chooses must be usable (notFound, 10040, 10039, 10041); a cargo owner names a partner carrier
 * (required, else notFound as createOrder answers) whose customer for it is usable, and chooses no customer
 * (invalidValue): the partnership says who it is.
 */
export async function importTargetOf(db: Db, importer: Importer, choices: Choices): Promise<ImportTarget> {
  const carrierCompanyNo = choices.carrierCompanyNo;
  if (importer.companyKind === 'carrier') {
    if (carrierCompanyNo !== undefined && carrierCompanyNo.toUpperCase() !== importer.companyNo.toUpperCase()) throw fieldError('carrierCompanyNo', 'invalidValue');
    if (choices.customerId !== undefined) await assertCustomerUsable(db, importer.companyId, choices.customerId);
    return { companyId: importer.companyId, ownerCompanyId: null };
  }
  if (carrierCompanyNo === undefined) throw fieldError('carrierCompanyNo', 'required');
  if (choices.customerId !== undefined) throw fieldError('customerId', 'invalidValue');
  const partner = await orderCompany(db, importer, { carrierCompanyNo });
  await assertCustomerUsable(db, partner.companyId, partner.customerId);
  return partner;
}

/** The company that queued a task, as importTargetOf reads a caller. */
export async function importerOf(db: Db, companyId: number): Promise<Importer> {
  const [company] = await db.select({ companyNo: companies.companyNo, companyKind: companies.kind }).from(companies).where(eq(companies.id, companyId));
  return { companyId, ...company };
}
