import { labelLayout, type LabelLayout } from '../layout.ts';
import { barcode, field, frame, hLine, text } from './elements.ts';

const party = (heading: string, who: 'sender' | 'receiver', xMm: number) => [
  frame([xMm, 44, 93, 40]),
  text(heading, [xMm + 2, 45.5, 89, 5], { fontSizePt: 9, bold: true }),
  field(`${who}.name`, [xMm + 2, 51, 89, 5], { fontSizePt: 9, bold: true }),
  field(`${who}.company`, [xMm + 2, 56, 89, 5]),
  field(`${who}.address`, [xMm + 2, 61, 89, 13]),
  field(`${who}.phone`, [xMm + 2, 74.5, 89, 4.5], { prefix: 'Tel: ' }),
  field(`${who}.email`, [xMm + 2, 79, 89, 4.5], { prefix: 'Email: ' }),
] as const;

function commercialInvoice(): LabelLayout {
  return labelLayout.parse({
    paper: { size: 'A4' },
    pages: 'perOrder',
    elements: [
      text('COMMERCIAL INVOICE 商业发票', [10, 10, 190, 10], { fontSizePt: 16, bold: true, align: 'center' }),
      field('waybillNo', [10, 24, 120, 5], { fontSizePt: 10, bold: true, prefix: 'Waybill No. 运单号: ' }),
      field('orderNo', [10, 30, 120, 5], { fontSizePt: 9, prefix: 'Order No. 订单号: ' }),
      field('referenceNos', [10, 36, 120, 5], { fontSizePt: 9, prefix: 'Reference 参考号: ' }),
      barcode('code128', 'waybillNo', [140, 22, 60, 18]),
      ...party('Shipper 发件人', 'sender', 10),
      ...party('Consignee 收件人', 'receiver', 107),
      field('country', [10, 88, 60, 5], { fontSizePt: 9, prefix: 'Destination 目的国: ' }),
      field('pieces', [70, 88, 40, 5], { fontSizePt: 9, prefix: 'Pieces 件数: ' }),
      field('weight', [110, 88, 45, 5], { fontSizePt: 9, prefix: 'Weight 重量: ', suffix: ' kg' }),
      field('deliveryTerms', [155, 88, 45, 5], { fontSizePt: 9, prefix: 'Terms 贸易条款: ' }),
      field('itemName', [10, 94, 190, 5], { fontSizePt: 9, prefix: 'Goods 品名: ' }),
      hLine(101, 10, 200),
      {
        type: 'invoiceTable', xMm: 10, yMm: 103, widthMm: 190, heightMm: 150, fontSizePt: 8, rowHeightMm: 6,
        columns: [
          { column: 'lineNo', widthMm: 8, header: '#' },
          { column: 'descriptionEn', widthMm: 46, header: 'Description 英文品名' },
          { column: 'descriptionCn', widthMm: 34, header: '中文品名' },
          { column: 'customsCode', widthMm: 26, header: 'HS 海关编码' },
          { column: 'origin', widthMm: 20, header: 'Origin 原产地' },
          { column: 'quantity', widthMm: 14, header: 'Qty 数量', align: 'right' },
          { column: 'unitPrice', widthMm: 20, header: 'Unit 单价', align: 'right' },
          { column: 'lineValue', widthMm: 22, header: 'Value 金额', align: 'right' },
        ],
      },
      hLine(255, 10, 200),
      field('invoice.totalQuantity', [10, 257, 90, 5], { fontSizePt: 10, prefix: 'Total quantity 总数量: ' }),
      field('invoice.totalValue', [100, 257, 100, 5], { fontSizePt: 10, bold: true, align: 'right', prefix: 'Total value 总价值: ' }),
      text('I declare that the above information is true and correct. 本人声明以上信息真实无误。', [10, 268, 190, 5]),
      text('Signature 签名:', [110, 282, 30, 5], { fontSizePt: 9 }),
      hLine(287, 140, 200),
    ],
  });
}

/**
 * A commercial invoice on A4 from the order's invoice lines: waybill and its barcode, shipper and consignee, the
 * shipment, a row per line (past the page's rows the invoice goes on on another page), totals and the declaration.
 * Marked pure, so a bundle that does not use it drops it.
 */
export const BUILT_IN_COMMERCIAL_INVOICE = /* @__PURE__ */ commercialInvoice();
