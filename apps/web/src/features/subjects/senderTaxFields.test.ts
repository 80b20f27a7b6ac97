import { describe, expect, it } from 'vitest';
import type { SubjectView } from '@parcelflow/contract';
import { hasNoTaxNumbers, holdsNumbersOf, senderTaxFieldsOf } from './senderTaxFields.ts';

const subject: SubjectView = {
  id: 1, customerId: 1, customerCode: 'C1', customerName: 'C', name: 'Muster GmbH', countryCode: 'DE', address: '', vatNo: 'DE136695976',
  eoriNo: 'DE1234567890', iossNo: 'IM2760000001', otherTaxType: 'gst', otherTaxNo: '123', isDefault: true,
};

describe("a subject on the order's sender", () => {
  it('fills VAT, EORI and IOSS, and its other number as the tax type and number', () => {
    expect(senderTaxFieldsOf(subject)).toEqual({ vatNo: 'DE136695976', eorNo: 'DE1234567890', iossNo: 'IM2760000001', taxType: 'GST', taxNo: '123' });
    expect(senderTaxFieldsOf({ ...subject, iossNo: '', otherTaxType: null, otherTaxNo: '' })).toMatchObject({ iossNo: undefined, taxType: undefined, taxNo: undefined });
  });

  it("is recognised in the sender's fields, and a sender holding any number is not overwritten by the default", () => {
    const sender = { name: 'Li', ...senderTaxFieldsOf(subject) };
    expect(holdsNumbersOf(sender, subject)).toBe(true);
    expect(holdsNumbersOf({ ...sender, vatNo: 'GB980780684' }, subject)).toBe(false);
    expect(hasNoTaxNumbers({ name: 'Li', vatNo: '' })).toBe(true);
    expect(hasNoTaxNumbers({ name: 'Li', taxNo: 'X' })).toBe(false);
  });
});
