/**
 * The columns an order export may hold: the order lists' columns (the web's listConfigs.ts) without the
 * links column, which is only buttons. The user's chosen order is the file's column order.
 */
export const ORDER_EXPORT_COLUMNS = [
  'orderNo', 'status', 'kind', 'waybillNo', 'customerName', 'channelCode', 'channelName', 'country', 'pieces', 'weight',
  'declaredValue', 'createdAt', 'customerNo', 'referenceNo', 'transferNo', 'fbaNo', 'itemName', 'receiverName', 'auditedAt',
] as const;
export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number];
