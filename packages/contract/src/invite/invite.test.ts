import { describe, expect, it } from 'vitest';
import { acceptInviteInput } from './invite.ts';

describe('acceptInviteInput', () => {
  it('reads a code whatever its case, spaces and hyphens', () => {
    expect(acceptInviteInput.parse({ code: ' ab2c-defg hjkm ' })).toEqual({ code: 'AB2CDEFGHJKM' });
  });

  it('answers 10115 for a missing, blank or malformed code', () => {
    for (const code of [undefined, '', 'AB2C', 'AB2CDEFGHJK0', 42]) {
      expect(acceptInviteInput.safeParse({ code }).error?.issues[0]?.message, String(code)).toBe('10115');
    }
  });
});
