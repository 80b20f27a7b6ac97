import type { OrderExportTexts } from './texts.ts';

export const ZH_CN_EXPORT_TEXTS: OrderExportTexts = {
  columns: {
    orderNo: '订单号', status: '状态', kind: '订单类型', waybillNo: '运单号', customerName: '客户', channelCode: '渠道代码',
    channelName: '渠道', country: '目的国', pieces: '件数', weight: '重量（千克）', declaredValue: '申报价值', createdAt: '创建时间',
    customerNo: '客户单号', referenceNo: '参考号', transferNo: '转单号', fbaNo: 'FBA货件号', itemName: '品名', receiverName: '收件人',
    auditedAt: '审核时间',
  },
  statuses: {
    toBeSupplemented: '待补充', toBeAudited: '待审核', toBeCorrected: '待修正', toGetLabel: '待取号', toShip: '待发货',
    toHandOver: '待交接', sending: '发送中', checkingOut: '出库中', inTransit: '运输中', signed: '已签收', completed: '已完成',
    cancelled: '已取消',
  },
  kinds: {
    receive: '收货订单', hyreceive: '海运订单', send: '发货订单', proxy: '代录订单', create: '货主下单', fba: 'FBA订单',
    fbacommon: 'FBA普货', special: '特殊订单',
  },
  sheetName: '订单',
  fileNamePrefix: '订单导出',
};
