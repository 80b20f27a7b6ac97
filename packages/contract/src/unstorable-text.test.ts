import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './unstorable-text.ts';

describe('text PostgreSQL cannot store', () => {
  it('is a NUL or an unpaired surrogate, never a paired one or other control characters', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\uD83Db')).toBe(false);
    expect(isStorableText('\uDE00')).toBe(false);
    expect(isStorableText('订单 😀 \t\r\n\u0001\uFFFF')).toBe(true);
  });

  it('is found by its path in nested objects and arrays, keys included', () => {
    expect(findUnstorableText({ a: 'ok', receiver: { name: 'x\u0000' } })).toBe('receiver.name');
    expect(findUnstorableText({ items: [{ note: 'ok' }, { note: 'ok' }, { note: '\uDC00' }] })).toBe('items.2.note');
    expect(findUnstorableText({ tags: { 'bad\u0000key': 1 } })).toBe('tags.bad\u0000key');
    expect(findUnstorableText({ first: '\u0000', second: '\u0000' })).toBe('first');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: ['fine', 1, null, true], b: { c: '😀' } })).toBeUndefined();
  });

  it('walks any depth without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(findUnstorableText(deep)?.split('.')).toHaveLength(200_000);
  });
});
