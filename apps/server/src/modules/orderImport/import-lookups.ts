import { and, eq } from 'drizzle-orm';
import type { OrderImportParams, PartyFieldKey } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { goodsTypesByName } from '../baseData/index.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { fbaWarehouses } from '../order/index.ts';
import { loadSkuFills } from '../sku/index.ts';
import { usableCustomer } from './import-choices.ts';
import type { ImportTarget } from './import-target.ts';
import type { ImportLookupData } from './lookups-of.ts';

type Address = Partial<Record<PartyFieldKey, string>>;

/** Keyed by the code in lower case, which lookupsOf matches in any case. */
function byCode<R extends { code: string }, T>(rows: R[], valueOf: (row: R) => T): Map<string, T> {
  return new Map(rows.map((row) => [row.code.toLowerCase(), valueOf(row)]));
}

/**
 * Everything a file's codes may name, read in five queries whatever the number of rows: the target company's usable
 * customers (a stopped or deleted one reads as unknown; for a cargo owner only its own), its channels and the enabled
 * Amazon warehouses, its SKU library (a cargo owner's own SKUs only) and its own goods types. Plain data, for the worker that checks the rows (lookupsOf).
 */
export async function loadImportLookups(db: Db, target: ImportTarget, params: Pick<OrderImportParams, 'customerId' | 'channelId'>): Promise<ImportLookupData> {
  const onlyCustomer = target.customerId === undefined ? undefined : eq(customers.id, target.customerId);
  const customerRows = await db.select({ id: customers.id, code: customers.code }).from(customers).where(and(eq(customers.companyId, target.companyId), usableCustomer, onlyCustomer));
  const channelRows = await db.select({ id: channels.id, code: channels.code }).from(channels).where(eq(channels.companyId, target.companyId));
  const warehouseRows = await db.select().from(fbaWarehouses).where(eq(fbaWarehouses.enabled, true));
  return {
    customerIds: byCode(customerRows, (row) => row.id),
    channelIds: byCode(channelRows, (row) => row.id),
    addresses: byCode(warehouseRows, ({ country, state, city, postcode, address1 }): Address => ({ country, state, city, postcode, address1 })),
    skus: await loadSkuFills(db, target.companyId, target.customerId),
    goodsTypes: await goodsTypesByName(db, target.companyId),
    customerId: target.customerId ?? params.customerId,
    channelId: params.channelId,
  };
}
