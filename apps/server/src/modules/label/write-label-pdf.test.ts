import { describe, expect, it } from 'vitest';
import { BUILT_IN_COMMERCIAL_INVOICE, BUILT_IN_THERMAL_LABELS, CommandError, labelLayout } from '@parcelflow/contract';
import { labelOrderOf } from './label-orders.fixture.ts';
import { pngOfPdf, readPdf } from './read-pdf.testing.ts';
import { writeLabelPdf } from './write-label-pdf.ts';

const threePieces = labelOrderOf({
  pieces: 3, subWaybillNos: ['PF100200300CN001', 'PF100200300CN002', 'PF100200300CN003'], paymentMethod: 'COD', codAmount: 35,
});
const layoutOf = (elements: unknown[]) => labelLayout.parse({ paper: { size: '100x150' }, pages: 'perOrder', elements });
const barcode = (symbology: string, value: unknown, yMm: number, extra: Record<string, unknown> = {}) => ({ type: 'barcode', xMm: 5, yMm, widthMm: 90, heightMm: 20, symbology, value, ...extra });

async function refusal(promise: Promise<unknown>): Promise<CommandError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(CommandError);
  return error as CommandError;
}

describe('the label engine', () => {
  it('prints the built-in label a page per piece, each page\'s barcodes decoding to the waybill (Code 128 and QR) and its piece\'s sub-waybill', async () => {
    const other = labelOrderOf({ orderNo: 'SO2', waybillNo: 'PF900800700CN', subWaybillNos: ['PF900800700CN001'] });
    const pdf = readPdf(await writeLabelPdf({ layout: BUILT_IN_THERMAL_LABELS.receive, orders: [threePieces, other], images: {} }));
    expect(pdf.pages).toBe(4);
    expect(pdf.barcodes.map((found) => [...found].sort())).toEqual([
      ['PF100200300CN', 'PF100200300CN', 'PF100200300CN001'],
      ['PF100200300CN', 'PF100200300CN', 'PF100200300CN002'],
      ['PF100200300CN', 'PF100200300CN', 'PF100200300CN003'],
      ['PF900800700CN', 'PF900800700CN', 'PF900800700CN001'],
    ]);
  });

  it('writes Chinese and English text in the Noto Sans Hans it embeds, and the COD amount only on a COD order', async () => {
    const pdf = readPdf(await writeLabelPdf({ layout: BUILT_IN_THERMAL_LABELS.receive, orders: [threePieces, labelOrderOf()], images: {} }));
    const [cod = '', prepaid = ''] = [pdf.texts[0], pdf.texts[3]];
    for (const text of ['张伟', '南山区科技园科苑路15号', 'John Smith', '1200 Main Street Suite 300, Los Angeles, CA', '90001, US', '美国专线 US Express', '件数 Pieces: 1/3', '申报 Value: 120.00 USD', '参考号 Ref: REF-778899 / SHOP-20261127']) {
      expect(cod).toContain(text);
    }
    expect(cod).toContain('代收 COD: 35.00');
    expect(prepaid).not.toContain('COD:');
    expect(pdf.fonts).toMatch(/NotoSansHans-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    expect(pdf.fonts).toMatch(/NotoSansHans-Bold\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
  });

  it('encodes Code 39, EAN-13, a QR code of Chinese text, DataMatrix and a turned Code 128', async () => {
    const layout = layoutOf([
      barcode('code39', { from: 'text', text: 'PF-2026 A' }, 4),
      barcode('ean13', { from: 'text', text: '5901234123457' }, 28),
      { ...barcode('qr', { from: 'field', field: 'sender.name' }, 52), widthMm: 30, heightMm: 30 },
      { ...barcode('datamatrix', { from: 'field', field: 'waybillNo' }, 52), xMm: 60, widthMm: 30, heightMm: 30 },
      { ...barcode('code128', { from: 'field', field: 'orderNo' }, 86), xMm: 30, widthMm: 30, heightMm: 60, rotation: 90 },
    ]);
    const pdf = readPdf(await writeLabelPdf({ layout, orders: [labelOrderOf()], images: {} }), { dataMatrix: true });
    expect([...(pdf.barcodes[0] ?? [])].sort()).toEqual(['5901234123457', 'PF-2026 A', 'SO20261127001', '张伟']);
    expect(pdf.dataMatrix).toEqual([['PF100200300CN']]);
  });

  it('refuses with 20141 naming the order a value its barcode cannot encode', async () => {
    const chinese = labelOrderOf({ orderNo: 'SO-CN', waybillNo: 'PF中国001' });
    const error = await refusal(writeLabelPdf({ layout: BUILT_IN_THERMAL_LABELS.receive, orders: [labelOrderOf(), chinese], images: {} }));
    expect([error.code, error.params]).toEqual([20141, { orderNo: 'SO-CN', symbology: 'code128', field: 'waybillNo', reason: 'badCharacter' }]);
    const ean = await refusal(writeLabelPdf({ layout: layoutOf([barcode('ean13', { from: 'text', text: '5901234123458' }, 5)]), orders: [labelOrderOf()], images: {} }));
    expect(ean.params).toEqual({ orderNo: 'SO20261127001', symbology: 'ean13', field: 'text', reason: 'ean13badCheckDigit' });
    const code39 = await refusal(writeLabelPdf({ layout: layoutOf([barcode('code39', { from: 'field', field: 'receiver.name' }, 5)]), orders: [labelOrderOf()], images: {} }));
    expect(code39.params).toMatchObject({ symbology: 'code39', field: 'receiver.name', reason: 'code39badCharacter' });
  });

  it('goes on with an invoice\'s lines on a second page of the layout, totals on each', async () => {
    const lines = Array.from({ length: 30 }, (_, index) => ({ descriptionCn: `商品${index + 1}`, descriptionEn: `Item ${index + 1}`, quantity: 2, unitPrice: 1.25, currency: 'USD' }));
    const pdf = readPdf(await writeLabelPdf({ layout: BUILT_IN_COMMERCIAL_INVOICE, orders: [labelOrderOf({ invoiceLines: lines })], images: {} }));
    expect(pdf.pages).toBe(2);
    expect(pdf.texts[0]).toMatch(/24\s+Item 24\s+商品24/);
    expect(pdf.texts[0]).not.toContain('Item 25');
    expect(pdf.texts[1]).toMatch(/25\s+Item 25\s+商品25/);
    expect(pdf.texts[1]).toContain('Total value 总价值: 75.00 USD');
    expect(pdf.barcodes).toEqual([['PF100200300CN'], ['PF100200300CN']]);
  });

  it('embeds a PNG logo once for all its pages, and refuses an image that is missing or not PNG or JPEG', async () => {
    const logo = pngOfPdf(await writeLabelPdf({ layout: layoutOf([{ type: 'text', xMm: 5, yMm: 5, widthMm: 60, heightMm: 10, fontSizePt: 20, text: 'LOGO 标志' }]), orders: [labelOrderOf()], images: {} }));
    const layout = layoutOf([{ type: 'image', xMm: 5, yMm: 5, widthMm: 40, heightMm: 20, fileId: 7 }, barcode('code128', { from: 'field', field: 'waybillNo' }, 40)]);
    const pdf = readPdf(await writeLabelPdf({ layout, orders: [labelOrderOf(), labelOrderOf({ waybillNo: 'PF2' })], images: { 7: logo } }));
    expect(pdf.images.trim().split('\n').slice(2).map((row) => row.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual(['1 0 image', '2 1 image']);
    expect(pdf.barcodes).toEqual([['PF100200300CN'], ['PF2']]);
    expect((await refusal(writeLabelPdf({ layout, orders: [labelOrderOf()], images: {} }))).params).toEqual({ field: 'layout.elements.0.fileId', reason: 'notFound' });
    const gif = new Uint8Array(Buffer.from('GIF89a-not-a-png'));
    expect((await refusal(writeLabelPdf({ layout, orders: [labelOrderOf()], images: { 7: gif } }))).params).toEqual({ field: 'layout.elements.0.fileId', reason: 'invalidFormat' });
  });

  it('refuses a layout the contract refuses, as a 400 on its field', async () => {
    const layout = { paper: { size: '100x150' }, pages: 'perOrder', elements: [{ type: 'field', xMm: 5, yMm: 5, widthMm: 50, heightMm: 5, fontSizePt: 9, field: 'receiver.shoeSize' }] };
    const error = await refusal(writeLabelPdf({ layout: layout as never, orders: [labelOrderOf()], images: {} }));
    expect([error.code, error.params]).toEqual([400, { field: 'layout.elements.0.field', reason: 'notFound' }]);
  });
});
