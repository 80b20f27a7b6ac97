import { describe, expect, it } from 'vitest';
import { fieldLabelKey, flattenChanges, rowNumberOf } from './historyChanges.ts';

describe('order history changes', () => {
  it('names each changed scalar of a party, box or line', () => {
    const changes = flattenChanges([
      { field: 'receiver', before: { name: 'Ann', phone: '123' }, after: { name: 'Ann', phone: '456' } },
      { field: 'boxes', before: [{ boxNo: '1', weight: 1 }], after: [{ boxNo: '1', weight: 2 }, { boxNo: '2', weight: 1 }] },
      { field: 'weight', before: 1, after: 3 },
    ]);
    expect(changes).toEqual([
      { path: 'receiver.phone', before: '123', after: '456' },
      { path: 'boxes.0.weight', before: 1, after: 2 },
      { path: 'boxes.1.boxNo', before: undefined, after: '2' },
      { path: 'boxes.1.weight', before: undefined, after: 1 },
      { path: 'weight', before: 1, after: 3 },
    ]);
  });

  it('labels a path by the part of the order it belongs to', () => {
    expect(fieldLabelKey('weight')).toBe('order.field.weight');
    expect(fieldLabelKey('receiver.phone')).toBe('orderForm.address.phone');
    expect(fieldLabelKey('boxes.1.weight')).toBe('orderForm.box.weight');
    expect(fieldLabelKey('invoiceLines.0.unitPrice')).toBe('orderForm.invoice.unitPrice');
    expect(rowNumberOf('boxes.1.weight')).toBe(2);
    expect(rowNumberOf('receiver.phone')).toBeUndefined();
  });
});
