import type { OrderExportTexts } from './texts.ts';

export const EN_US_EXPORT_TEXTS: OrderExportTexts = {
  columns: {
    orderNo: 'Order number', status: 'Status', kind: 'Order type', waybillNo: 'Waybill number', customerName: 'Customer',
    channelCode: 'Channel code', channelName: 'Channel', country: 'Destination', pieces: 'Pieces', weight: 'Weight (kg)',
    declaredValue: 'Declared value', createdAt: 'Created', customerNo: 'Customer order number', referenceNo: 'Reference number',
    transferNo: 'Transfer number', fbaNo: 'FBA shipment ID', itemName: 'Goods description', receiverName: 'Receiver', auditedAt: 'Audited',
  },
  statuses: {
    toBeSupplemented: 'To be supplemented', toBeAudited: 'To be audited', toBeCorrected: 'To be corrected', toGetLabel: 'To get label',
    toShip: 'To ship', toHandOver: 'To hand over', sending: 'Sending', checkingOut: 'Checking out', inTransit: 'In transit',
    signed: 'Signed', completed: 'Completed', cancelled: 'Cancelled',
  },
  kinds: {
    receive: 'Inbound', hyreceive: 'Sea freight', send: 'Outbound', proxy: 'Proxy entry', create: 'Cargo-owner order', fba: 'FBA',
    fbacommon: 'FBA general cargo', special: 'Special',
  },
  sheetName: 'Orders',
  fileNamePrefix: 'orders',
};
