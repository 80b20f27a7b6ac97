import { describe, expect, it } from 'vitest';
import { maskPhone, saveAddressInput } from './address.ts';

const receiver = { type: 'receiver', alias: '仓库', name: 'Ann', phone: '13912345678', country: 'us', city: 'Seattle', address: '400 Pine St' };

describe('maskPhone', () => {
  it('keeps the first three and last four digits of a long number, less of a short one', () => {
    expect(maskPhone('13800000003')).toBe('138****0003');
    expect(maskPhone('1234567')).toBe('1****67');
    expect(maskPhone('1234')).toBe('****');
  });
});

describe('saveAddressInput', () => {
  it('needs an alias for a receiver only, and marks only receivers common', () => {
    expect(saveAddressInput.safeParse(receiver).data).toMatchObject({ country: 'US', isCommon: false, isDefault: false, company: '' });
    expect(saveAddressInput.safeParse({ ...receiver, alias: '' }).error?.issues[0]?.path).toEqual(['alias']);
    expect(saveAddressInput.safeParse({ ...receiver, type: 'sender', alias: '' }).success).toBe(true);
    expect(saveAddressInput.safeParse({ ...receiver, type: 'sender', isCommon: true }).error?.issues[0]?.path).toEqual(['isCommon']);
  });

  it('takes digits only for the phone (asterisks of a masked one pass to the server) and 8 alias characters', () => {
    expect(saveAddressInput.safeParse({ ...receiver, phone: '+86 139' }).success).toBe(false);
    expect(saveAddressInput.safeParse({ ...receiver, phone: '139****5678' }).success).toBe(true);
    expect(saveAddressInput.safeParse({ ...receiver, alias: '一二三四五六七八' }).success).toBe(true);
    expect(saveAddressInput.safeParse({ ...receiver, alias: '一二三四五六七八九' }).success).toBe(false);
  });
});
