import type { PartyFieldKey } from '@parcelflow/contract';
import type { ImportLookups } from '../excel/index.ts';

type Address = Partial<Record<PartyFieldKey, string>>;

/** What an import's codes may name, by lower-case code, as plain data: read on the main thread, used in the worker. */
export type ImportLookupData = {
  customerIds: Map<string, number>;
  channelIds: Map<string, number>;
  addresses: Map<string, Address>;
  /** SKUs by skuFillKey (customer id, tab, upper-case code). */
  skus: Map<string, Record<string, unknown>>;
  /** The company's own goods types (systemManage/baseData) by lower-case code and name. */
  goodsTypes: Map<string, string>;
  customerId?: number;
  channelId?: number;
};

/** Codes match in any case, as the enumerations of a row do ("c0001" is C0001). */
export function lookupsOf(data: ImportLookupData): ImportLookups {
  return {
    resolveCustomer: (code) => data.customerIds.get(code.toLowerCase()),
    resolveChannel: (code) => data.channelIds.get(code.toLowerCase()),
    resolveWarehouse: (code) => data.addresses.get(code.toLowerCase()),
    resolveSku: (customerId, code) => data.skus.get(`${customerId}\t${code.trim().toUpperCase()}`),
    resolveGoodsType: (text) => data.goodsTypes.get(text.trim().toLowerCase()),
    customerId: data.customerId,
    channelId: data.channelId,
  };
}
