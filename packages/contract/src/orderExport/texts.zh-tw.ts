import type { OrderExportTexts } from './texts.ts';

export const ZH_TW_EXPORT_TEXTS: OrderExportTexts = {
  columns: {
    orderNo: '訂單號', status: '狀態', kind: '訂單類型', waybillNo: '運單號', customerName: '客戶', channelCode: '渠道代碼',
    channelName: '渠道', country: '目的國', pieces: '件數', weight: '重量（公斤）', declaredValue: '申報價值', createdAt: '建立時間',
    customerNo: '客戶單號', referenceNo: '參考號', transferNo: '轉單號', fbaNo: 'FBA貨件號', itemName: '品名', receiverName: '收件人',
    auditedAt: '審核時間',
  },
  statuses: {
    toBeSupplemented: '待補充', toBeAudited: '待審核', toBeCorrected: '待修正', toGetLabel: '待取號', toShip: '待發貨',
    toHandOver: '待交接', sending: '發送中', checkingOut: '出庫中', inTransit: '運輸中', signed: '已簽收', completed: '已完成',
    cancelled: '已取消',
  },
  kinds: {
    receive: '收貨訂單', hyreceive: '海運訂單', send: '發貨訂單', proxy: '代錄訂單', create: '貨主下單', fba: 'FBA訂單',
    fbacommon: 'FBA普貨', special: '特殊訂單',
  },
  sheetName: '訂單',
  fileNamePrefix: '訂單匯出',
};
