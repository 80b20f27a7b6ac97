import type { BillLineKind, Language } from '@parcelflow/contract';

/** The columns of the bill lines' workbook, in their order. */
export const BILL_EXPORT_COLUMNS = [
  'billNo', 'kind', 'orderNo', 'waybillNo', 'customerCode', 'auditedAt', 'channelCode', 'channelName', 'destinationCountry',
  'chargeableWeight', 'zone', 'baseFreight', 'currency', 'amount', 'disputeReason',
] as const;
export type BillExportColumn = (typeof BILL_EXPORT_COLUMNS)[number];

type BillExportTexts = { sheetName: string; headers: Record<BillExportColumn, string>; kinds: Record<BillLineKind, string> };

/** The workbook's texts in the caller's language, as the other exports have theirs. */
export const BILL_EXPORT_TEXTS: Record<Language, BillExportTexts> = {
  'zh-CN': {
    sheetName: '账单明细',
    headers: {
      billNo: '账单号', kind: '类型', orderNo: '订单号', waybillNo: '运单号', customerCode: '客户代码', auditedAt: '审核时间 (UTC)',
      channelCode: '渠道代码', channelName: '渠道名称', destinationCountry: '目的国', chargeableWeight: '计费重 (kg)', zone: '分区',
      baseFreight: '基础运费', currency: '币种', amount: '金额', disputeReason: '争议原因',
    },
    kinds: { order: '订单', adjustment: '调整' },
  },
  'zh-TW': {
    sheetName: '帳單明細',
    headers: {
      billNo: '帳單號', kind: '類型', orderNo: '訂單號', waybillNo: '運單號', customerCode: '客戶代碼', auditedAt: '審核時間 (UTC)',
      channelCode: '渠道代碼', channelName: '渠道名稱', destinationCountry: '目的國', chargeableWeight: '計費重 (kg)', zone: '分區',
      baseFreight: '基礎運費', currency: '幣種', amount: '金額', disputeReason: '爭議原因',
    },
    kinds: { order: '訂單', adjustment: '調整' },
  },
  'en-US': {
    sheetName: 'Bill lines',
    headers: {
      billNo: 'Bill no.', kind: 'Kind', orderNo: 'Order no.', waybillNo: 'Waybill no.', customerCode: 'Customer code', auditedAt: 'Audited (UTC)',
      channelCode: 'Channel code', channelName: 'Channel name', destinationCountry: 'Destination', chargeableWeight: 'Chargeable weight (kg)', zone: 'Zone',
      baseFreight: 'Base freight', currency: 'Currency', amount: 'Amount', disputeReason: 'Dispute reason',
    },
    kinds: { order: 'Order', adjustment: 'Adjustment' },
  },
};
