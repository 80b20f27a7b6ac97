import { z } from 'zod';
import { orderDetail } from '../order/view.ts';

/**
 * What the label engine is given of one order: the order as main/getOrder reads it (so a print command fills it
 * from the same read), less the ids and audit columns, with the channel's code and the receiver city's abbreviation.
 */
export const labelOrder = orderDetail
  .pick({
    orderNo: true, kind: true, waybillNo: true, subWaybillNos: true, transferNo: true, fbaNo: true, customerNo: true,
    referenceNo1: true, referenceNo2: true, referenceNo3: true, carrierCompanyNo: true, partnerCompanyNo: true,
    customerName: true, channelName: true, country: true, warehouseCode: true, goodsType: true, itemName: true,
    pieces: true, weight: true, packingType: true, declaredValue: true, declaredCurrency: true, remarks: true,
    declareType: true, clearanceMethod: true, taxPayment: true, deliveryTerms: true, paymentMethod: true,
    codAmount: true, receiver: true, sender: true, invoiceLines: true,
  })
  .extend({
    channelCode: z.string(),
    /** The receiver city's abbreviation in the carrier's city abbreviations (cityAbbreviation), when it keeps one. */
    receiverCityCode: z.string().optional(),
  });
export type LabelOrder = z.infer<typeof labelOrder>;
