import { sql } from 'drizzle-orm';
import { CommandError, fieldError, RESULT_CODES, type ImportOrderInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import type { ImportedOrder } from '../excel/validate-import.ts';
import type { FileOwner } from '../file/file.service.ts';
import { orderValues } from '../order/order.write.ts';
import { assertNotImportedBefore } from './import-file.ts';
import { drawOrderNumbers, insertOrderBatch, orderBatchOf, type NewOrder, type OrderBatch } from './order-batch-insert.ts';
import { existingCustomerNos } from './taken-numbers.ts';

/** Orders per insert statement: 10,000 orders are ten statements of about a megabyte of JSON each. */
const BATCH_ORDERS = 1000;
/** First key of the per-company advisory lock that makes imports' final writes take turns ("impt" in ASCII). */
const IMPORT_LOCK = 0x696d7074;

/**
 * The valid orders of a file as insert batches, each order as createOrder writes it: waiting for audit, created
 * by the importer. Built before the final transaction, so that holds the database only to insert; `progress`
 * hears how many of the file's rows are ready.
 */
export async function prepareOrderBatches(db: Db, owner: FileOwner, imported: ImportedOrder[], progress: (rowsReady: number) => Promise<void>): Promise<OrderBatch[]> {
  const numbers = await drawOrderNumbers(db, imported.length);
  const batches: OrderBatch[] = [];
  let rowsReady = 0;
  for (let start = 0; start < imported.length; start += BATCH_ORDERS) {
    const slice = imported.slice(start, start + BATCH_ORDERS);
    batches.push(orderBatchOf(slice.map(({ input }, index) => ({ order: newOrder(input, numbers[start + index], owner), input }))));
    rowsReady += slice.reduce((sum, order) => sum + order.rows.length, 0);
    await progress(rowsReady);
  }
  return batches;
}

function newOrder(input: ImportOrderInput, number: { id: number; orderNo: string }, owner: FileOwner): NewOrder {
  // Every row names a customer or takes the dialog's; startOrderImport asks for one where the template has no column.
  if (input.customerId === undefined) throw fieldError('customerId', 'required');
  return {
    ...orderValues(input), ...number, companyId: owner.companyId, ownerCompanyId: null, customerId: input.customerId,
    status: 'toBeAudited', createdBy: owner.userId,
    // Looked up in any case; kept as the warehouse list spells it.
    warehouseCode: input.warehouseCode?.toUpperCase(),
  };
}

/**
 * The final write, inside the task's closing transaction: all or nothing. Imports of one company take turns here,
 * and each checks again what another may have created since it looked: the same file (20196) and the same
 * customer numbers (20162); a waybill number taken meanwhile stops at its unique index (10003).
 */
export async function writeImportedOrders(tx: Db, owner: FileOwner, batches: OrderBatch[], recheck: { fileHash: string; customerNos: string[] }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}::int, ${owner.companyId}::int)`);
  await assertNotImportedBefore(tx, owner.companyId, recheck.fileHash);
  const [existing] = await existingCustomerNos(tx, owner.companyId, recheck.customerNos);
  if (existing !== undefined) throw new CommandError(RESULT_CODES.orderExists, { value: existing });
  try {
    for (const batch of batches) await insertOrderBatch(tx, batch, owner.userId);
  } catch (error) {
    if (findUniqueViolation(error) === 'orders_company_waybill_key') throw new CommandError(RESULT_CODES.duplicateWaybill, { field: 'waybillNo' });
    throw error;
  }
}
