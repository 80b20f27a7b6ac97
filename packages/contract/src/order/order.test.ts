import { describe, expect, it } from 'vitest';
import { createOrderInput } from './order.ts';
import { listOrdersInput, pageSizeForPasted, splitPastedNumbers } from './list.ts';

const valid = {
  kind: 'receive', customerId: 1, channelId: 2, goodsType: 'general', itemName: 'Phone cases', pieces: 2, weight: 3.5,
  packingType: 'WPX', paymentMethod: 'PP',
  boxes: [{ boxNo: 'B1', quantity: 2, weight: 3.5, length: 30, width: 20, height: 10 }],
  receiver: { name: 'John Smith', phone: '+1 555 0100', country: 'us', city: 'Los Angeles', address1: '1 Main St' },
  sender: { name: 'Li Lei', phone: '0755-1234', country: 'CN', city: 'Shenzhen', address1: 'Keyuan Rd 1' },
};

/** The field paths and reasons the contract refuses an order with. */
function problems(extra: Record<string, unknown>): { path: string; reason?: unknown; message: string }[] {
  const result = createOrderInput.safeParse({ ...valid, ...extra });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), reason: (issue as { params?: { reason?: unknown } }).params?.reason, message: issue.message }));
}
const paths = (extra: Record<string, unknown>) => problems(extra).map((problem) => problem.path);

describe('order rules (entities-rules.md 5.1 and 5.2)', () => {
  it('accepts a valid order and upper-cases the country code', () => {
    const parsed = createOrderInput.parse(valid);
    expect(parsed.receiver.country).toBe('US');
    expect(parsed.invoiceLines).toEqual([]);
  });

  it('refuses more than 999 pieces with 40013 and boxes that do not add up to the pieces', () => {
    const boxes = [{ ...valid.boxes[0], quantity: 999 }, { ...valid.boxes[0], boxNo: 'B2', quantity: 1 }];
    expect(problems({ pieces: 1000, boxes })).toContainEqual(expect.objectContaining({ path: 'pieces', message: '40013' }));
    expect(paths({ pieces: 3 })).toEqual(['boxes']);
  });

  it('needs a COD amount for cash on delivery and refuses one otherwise', () => {
    expect(problems({ paymentMethod: 'COD' })).toEqual([expect.objectContaining({ path: 'codAmount', reason: 'required' })]);
    expect(paths({ paymentMethod: 'COD', codAmount: 25 })).toEqual([]);
    expect(problems({ paymentMethod: 'PP', codAmount: 25 })).toEqual([expect.objectContaining({ path: 'codAmount', reason: 'invalidValue' })]);
  });

  it('takes packing WPX or DOC only', () => {
    expect(paths({ packingType: 'DOC' })).toEqual([]);
    expect(paths({ packingType: 'BOX' })).toEqual(['packingType']);
  });

  it('refuses spaces and slashes in waybill and reference numbers, and a reference number used twice', () => {
    expect(paths({ waybillNo: 'AB 123' })).toEqual(['waybillNo']);
    expect(paths({ referenceNo1: 'REF/00001' })).toEqual(['referenceNo1']);
    expect(paths({ referenceNo1: 'REF0001' })).toEqual([]);
    expect(paths({ referenceNo1: 'REF1' })).toEqual(['referenceNo1']);
    expect(paths({ referenceNo1: 'REF00001', referenceNo3: 'REF00001' })).toEqual(['referenceNo3']);
  });

  it('needs the Amazon warehouse on FBA orders, the carrier on a cargo owner\'s order and otherwise a customer', () => {
    expect(paths({ kind: 'fba' })).toEqual(['warehouseCode']);
    expect(paths({ kind: 'fba', warehouseCode: 'ONT8' })).toEqual([]);
    expect(paths({ kind: 'create', customerId: undefined })).toEqual(['carrierCompanyNo', 'customerId']);
    expect(paths({ kind: 'create', customerId: undefined, carrierCompanyNo: 'HYEXP' })).toEqual([]);
  });

  it('keeps weights to 3 decimals above 0, amounts to 2, and the sender phone to at least 4 digits', () => {
    expect(paths({ weight: 1.2345 })).toEqual(['weight']);
    expect(paths({ weight: 0 })).toEqual(['weight']);
    expect(paths({ declaredValue: 10.005 })).toEqual(['declaredValue']);
    expect(paths({ sender: { ...valid.sender, phone: '12-3' } })).toEqual(['sender.phone']);
  });

  it('holds the length limits of 5.2 and no Chinese in purpose or material', () => {
    expect(paths({ receiver: { ...valid.receiver, name: 'x'.repeat(101) } })).toEqual(['receiver.name']);
    expect(paths({ receiver: { ...valid.receiver, postcode: '12345678901' } })).toEqual(['receiver.postcode']);
    const line = { descriptionCn: '手机壳', descriptionEn: 'Phone case', quantity: 2, unitPrice: 3.5, currency: 'USD' };
    expect(paths({ invoiceLines: [{ ...line, material: 'silicone' }] })).toEqual([]);
    expect(paths({ invoiceLines: [{ ...line, material: '硅胶' }] })).toEqual(['invoiceLines.0.material']);
  });
});

describe('order list query (section 4)', () => {
  it('splits pasted numbers in their order and sizes the page by them, back to 50 from 300', () => {
    expect(splitPastedNumbers('A1\n\n A2 \r\nA3,A4')).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(pageSizeForPasted(20)).toBe(20);
    expect(pageSizeForPasted(300)).toBe(50);
    expect(pageSizeForPasted(undefined)).toBe(50);
  });

  it('takes the page sizes 50, 100, 200 and 300, defaulting to 50', () => {
    expect(listOrdersInput.parse({}).pageSize).toBe(50);
    expect(listOrdersInput.safeParse({ pageSize: 300 }).success).toBe(true);
  });
});
