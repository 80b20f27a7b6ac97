import type { LabelOrder } from '@parcelflow/contract';

/** The realistic order a preview prints: two pieces with sub-waybills, a Chinese sender, an English receiver, two invoice lines, COD. */
export const PREVIEW_ORDER: LabelOrder = {
  orderNo: 'SO20261127001', kind: 'receive', waybillNo: 'PF100200300CN', subWaybillNos: ['PF100200300CN-01', 'PF100200300CN-02'], transferNo: 'TR88990011',
  fbaNo: null, customerNo: 'C-889', referenceNo1: 'REF-778899', referenceNo2: 'SHOP-20261127', referenceNo3: null,
  carrierCompanyNo: 'PF001', partnerCompanyNo: null, customerName: '深圳市优品贸易有限公司', channelCode: 'US-EXP', receiverCityCode: 'LAX',
  channelName: '美国专线 US Express', country: 'US', warehouseCode: null, goodsType: 'general', itemName: '手机壳 Phone cases',
  pieces: 2, weight: 3.5, packingType: 'WPX', declaredValue: 120, declaredCurrency: 'USD', remarks: null,
  declareType: null, clearanceMethod: null, taxPayment: null, deliveryTerms: 'DDU', paymentMethod: 'PP', codAmount: 35,
  receiver: { name: 'John Smith', company: 'Acme Trading LLC', phone: '+1 555 0100', country: 'US', state: 'CA', city: 'Los Angeles', postcode: '90001', address1: '1200 Main Street', address2: 'Suite 300' },
  sender: { name: '张伟', company: '优品贸易', phone: '0755-86001234', country: 'CN', state: '广东省', city: '深圳市', postcode: '518057', address1: '南山区科技园科苑路15号' },
  invoiceLines: [
    { descriptionCn: '手机壳', descriptionEn: 'Phone case', quantity: 20, unitPrice: 4.5, currency: 'USD', customsCode: '3926909090', origin: 'CN' },
    { descriptionCn: '数据线', descriptionEn: 'USB cable', quantity: 10, unitPrice: 3, currency: 'USD', origin: 'CN' },
  ],
};
