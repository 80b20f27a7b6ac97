import { ORDER_KINDS, type OrderKind } from '../../order/enums.ts';
import type { LabelElementInput } from '../elements.ts';
import { labelLayout, type LabelLayout } from '../layout.ts';
import { barcode, field, frame, hLine, text } from './elements.ts';

/** The line only some kinds carry (the fields their creation screens take), between the goods and the sub-waybill. */
const KIND_LINE: Record<OrderKind, LabelElementInput[]> = {
  receive: [field('customerName', [4, 110.5, 92, 4], { prefix: '客户 Customer: ' })],
  hyreceive: [field('customerName', [4, 110.5, 92, 4], { prefix: '客户 Customer: ' })],
  send: [field('partnerCompanyNo', [4, 110.5, 46, 4], { prefix: '转运 Next carrier: ' }), field('transferNo', [50, 110.5, 46, 4], { prefix: '转单 Transfer: ' })],
  proxy: [field('partnerCompanyNo', [4, 110.5, 46, 4], { prefix: '转运 Next carrier: ' }), field('transferNo', [50, 110.5, 46, 4], { prefix: '转单 Transfer: ' })],
  create: [field('carrierCompanyNo', [4, 110.5, 92, 4], { prefix: '承运商 Carrier: ' })],
  fba: [field('warehouseCode', [4, 110.5, 46, 4], { prefix: '仓库 FBA: ', bold: true }), field('fbaNo', [50, 110.5, 46, 4], { prefix: 'FBA No: ' })],
  fbacommon: [field('warehouseCode', [4, 110.5, 46, 4], { prefix: '仓库 FBA: ', bold: true }), field('fbaNo', [50, 110.5, 46, 4], { prefix: 'FBA No: ' })],
  special: [field('transferNo', [4, 110.5, 92, 4], { prefix: '转单 Transfer: ' })],
};

/**
 * A 100x150 mm thermal label, a page per piece: channel and destination, the waybill's Code 128 and a QR code of it,
 * receiver, sender, the goods (pieces, weight, declared value, COD amount when COD, reference numbers), the kind's
 * own line, and the piece's sub-waybill barcode.
 */
function thermalLabelOf(kind: OrderKind): LabelLayout {
  return labelLayout.parse({
    paper: { size: '100x150' },
    pages: 'perPiece',
    elements: [
      frame([2, 2, 96, 146]),
      field('channelName', [4, 3.5, 70, 7], { fontSizePt: 13, bold: true }),
      field('country', [76, 3, 20, 8], { fontSizePt: 18, bold: true, align: 'right' }),
      hLine(12, 2, 98),
      barcode('code128', 'waybillNo', [5, 13.5, 90, 17]),
      field('waybillNo', [5, 31, 90, 5], { fontSizePt: 11, bold: true, align: 'center' }),
      hLine(37, 2, 98),
      text('收件人 To', [4, 38, 40, 4], { fontSizePt: 7, bold: true }),
      field('receiver.name', [4, 42, 66, 5], { fontSizePt: 10, bold: true }),
      field('receiver.phone', [4, 47, 66, 4]),
      field('receiver.address', [4, 51, 66, 13]),
      barcode('qr', 'waybillNo', [72, 39, 25, 25]),
      hLine(65, 2, 98),
      text('寄件人 From', [4, 66, 40, 4], { fontSizePt: 7, bold: true }),
      field('sender.name', [4, 70, 92, 4], { bold: true }),
      field('sender.phone', [4, 74, 92, 4]),
      field('sender.address', [4, 78, 92, 8.5], { fontSizePt: 7 }),
      hLine(87, 2, 98),
      field('channelCode', [4, 88, 46, 4], { prefix: '渠道 Channel: ' }),
      field('piece.ofPieces', [4, 92.5, 46, 4], { prefix: '件数 Pieces: ' }),
      field('weight', [4, 97, 46, 4], { prefix: '重量 Weight: ', suffix: ' kg' }),
      field('declaredValueWithCurrency', [50, 88, 46, 4], { prefix: '申报 Value: ' }),
      field('codAmount', [50, 92.5, 46, 4.5], { fontSizePt: 9, bold: true, prefix: '代收 COD: ' }),
      field('paymentMethod', [50, 97, 46, 4], { prefix: '付款 Payment: ' }),
      field('referenceNos', [4, 101.5, 92, 4], { prefix: '参考号 Ref: ' }),
      field('itemName', [4, 106, 92, 4], { prefix: '品名 Goods: ' }),
      ...KIND_LINE[kind],
      hLine(115, 2, 98),
      barcode('code128', 'piece.subWaybillNo', [8, 116.5, 84, 15]),
      field('piece.subWaybillNo', [5, 132, 90, 4.5], { fontSizePt: 9, align: 'center', prefix: '子单 Sub: ' }),
      hLine(137.5, 2, 98),
      field('orderNo', [4, 139.5, 60, 4], { fontSizePt: 7, prefix: '订单 Order: ' }),
      field('piece.ofPieces', [66, 138.5, 30, 7], { fontSizePt: 13, bold: true, align: 'right' }),
    ],
  });
}

function thermalLabels(): Record<OrderKind, LabelLayout> {
  return Object.fromEntries(ORDER_KINDS.map((kind) => [kind, thermalLabelOf(kind)])) as Record<OrderKind, LabelLayout>;
}

/**
 * The built-in thermal label of each order kind, to print as it is or to copy and edit. Marked pure, so a bundle
 * that does not use it (the web's, today) drops it.
 */
export const BUILT_IN_THERMAL_LABELS = /* @__PURE__ */ thermalLabels();
