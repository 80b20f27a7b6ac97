import { sql } from 'drizzle-orm';
import { CommandError, fieldError, RESULT_CODES, type AutoAuditCounts, type ImportOrderInput, type Language, type RemoteClass } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import type { ImportedOrder } from '../excel/index.ts';
import type { FileOwner } from '../file/index.ts';
import { blacklistHistory, companyBlacklist, findBlacklistHits, statusAfterBlacklist, type BlacklistMatcher } from '../blacklist/index.ts';
import { settleOrders } from '../ledger/index.ts';
import { waitForBulkAuditLock, orderValues } from '../order/index.ts';
import { insertOrderPrices, priceOrders } from '../price/index.ts';
import { remoteClassesOf } from '../remoteArea/index.ts';
import { auditImport } from './auto-audit.ts';
import { assertNotImportedBefore } from './import-file.ts';
import type { ImportTarget } from './import-target.ts';
import { drawOrderNumbers, insertOrderBatch, orderBatchOf, type NewOrder, type OrderBatch } from './order-batch-insert.ts';
import { existingCustomerNos } from './taken-numbers.ts';

/** Orders per insert statement: 10,000 orders are ten statements of about a megabyte of JSON each. */
const BATCH_ORDERS = 1000;
/** First key of the per-company advisory lock that makes imports' final writes take turns ("impt" in ASCII). */
const IMPORT_LOCK = 0x696d7074;

/** Who imports (the task's user and company, whose files and imports they are) and where the orders go. */
export type ImportParties = { importer: FileOwner; target: ImportTarget };

/**
 * The valid orders of a file as insert batches, each order as createOrder writes it: waiting for audit, created
 * by the importer in the target's company. Built before the final transaction, so that holds the database only to
 * write; `progress` hears how many of the file's rows are ready.
 */
export async function prepareOrderBatches(db: Db, parties: ImportParties, imported: ImportedOrder[], progress: (rowsReady: number) => Promise<void>): Promise<OrderBatch[]> {
  const numbers = await drawOrderNumbers(db, imported.length);
  // The refusals were reported with the file's problems; the holds and warnings are written with the orders.
  const blacklist = await companyBlacklist(db, parties.target.companyId);
  const batches: OrderBatch[] = [];
  let rowsReady = 0;
  for (let start = 0; start < imported.length; start += BATCH_ORDERS) {
    const slice = imported.slice(start, start + BATCH_ORDERS);
    // The remote-area marks of the slice's orders in one statement, written with them as createOrder writes one.
    const remoteClasses = await remoteClassesOf(db, parties.target.companyId, slice.map(({ input }) => input));
    const entries = slice.map(({ input }, index) => newOrderOf(input, numbers[start + index], parties, blacklist, remoteClasses[index]));
    // Priced here, in memory after a few reads per slice; a price refusal is stored, never a problem of the file.
    const prices = await priceOrders(db, parties.target.companyId, entries.map(({ order, input }) => ({ ...input, customerId: order.customerId, remoteClass: order.remoteClass ?? null })));
    batches.push(orderBatchOf(entries.map((entry, index) => ({ ...entry, prices: prices[index] }))));
    rowsReady += slice.reduce((sum, order) => sum + order.rows.length, 0);
    await progress(rowsReady);
  }
  return batches;
}

function newOrderOf(input: ImportOrderInput, number: { id: number; orderNo: string }, parties: ImportParties, blacklist: BlacklistMatcher, remoteClass: RemoteClass | null) {
  const hits = findBlacklistHits(blacklist, input.customerId ?? 0, input);
  return { order: { ...newOrder(input, number, parties), remoteClass, status: statusAfterBlacklist(hits) }, input, note: blacklistHistory(hits) };
}

function newOrder(input: ImportOrderInput, number: { id: number; orderNo: string }, { importer, target }: ImportParties): NewOrder {
  // Every row names a customer or takes the dialog's (or the partnership's); startOrderImport asks for one where the template has no column.
  if (input.customerId === undefined) throw fieldError('customerId', 'required');
  return {
    ...orderValues(input), ...number, companyId: target.companyId, ownerCompanyId: target.ownerCompanyId, customerId: input.customerId,
    status: 'toBeAudited', createdBy: importer.userId,
    // Looked up in any case; kept as the warehouse list spells it.
    warehouseCode: input.warehouseCode?.toUpperCase(),
  };
}

/** The prices of the batch's orders its automatic audit passed (written audited). */
function passedAuditPrices(batch: OrderBatch): OrderBatch['prices'] {
  const passed = new Set(batch.orders.filter((row) => row.audited_at).map((row) => row.id));
  return batch.prices.filter((priced) => passed.has(priced.orderId));
}

/** The final write: the batches, what to check again, and the language of the automatic audit's reasons when asked for one. */
export type FinalWrite = ImportParties & { batches: OrderBatch[]; recheck: { fileHash: string; customerNos: string[] }; autoAudit?: Language };

/**
 * The final write, inside the task's closing transaction: all or nothing, the automatic audit included. Imports
 * take turns per company here (the importer's, whose files they are, and the target's, whose orders they check;
 * taken in id order so two never wait on each other), and each checks again what another may have created since
 * it looked: the same file (20196) and the same customer numbers (20162); a waybill number taken meanwhile stops
 * at its unique index (10003). Answers the audit's counts when there was one.
 */
export async function writeImportedOrders(tx: Db, write: FinalWrite): Promise<AutoAuditCounts | undefined> {
  const { importer, target, recheck } = write;
  for (const companyId of [...new Set([importer.companyId, target.companyId])].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}::int, ${companyId}::int)`);
  }
  await assertNotImportedBefore(tx, importer.companyId, recheck.fileHash);
  const [existing] = await existingCustomerNos(tx, target.companyId, recheck.customerNos);
  if (existing !== undefined) throw new CommandError(RESULT_CODES.orderExists, { value: existing });
  // Before any order is written, so a bulk audit never waits on them while this waits for it.
  if (write.autoAudit) await waitForBulkAuditLock(tx, target.companyId);
  const audit = write.autoAudit ? await auditImport(tx, target.companyId, importer.userId, write.batches, write.autoAudit) : undefined;
  try {
    for (const batch of audit?.batches ?? write.batches) {
      await insertOrderBatch(tx, batch, importer.userId);
      await insertOrderPrices(tx, batch.prices, { companyId: target.companyId, stage: 'created', pricedBy: importer.userId });
      // An order the automatic audit passed is priced at its audit too, as an audit pass prices it: the same day's cards.
      if (audit) await insertOrderPrices(tx, passedAuditPrices(batch), { companyId: target.companyId, stage: 'audited', pricedBy: importer.userId });
    }
    await audit?.writeTrail();
    // The passed orders charged or reserved at their price; their credit was checked with the accounts locked since.
    if (audit) await settleOrders(tx, audit.passedIds, { userId: importer.userId, auditing: false });
    return audit?.counts;
  } catch (error) {
    if (findUniqueViolation(error) === 'orders_company_waybill_key') throw new CommandError(RESULT_CODES.duplicateWaybill, { field: 'waybillNo' });
    throw error;
  }
}
