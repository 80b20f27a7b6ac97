import { describe, expect, it } from 'vitest';
import { problemOfIssue } from '../field-problem.ts';
import { LABEL_IMAGE_MAX_BYTES, labelImageBytes, labelImageTypeOf } from './image.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytesOf = (head: number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};
const problemsOf = (bytes: unknown) => {
  const result = labelImageBytes.safeParse(bytes);
  return result.success ? [] : result.error.issues.map((issue) => problemOfIssue(issue, bytes));
};

describe('label images', () => {
  it('takes PNG and JPEG by their content, up to exactly 2 MB', () => {
    expect(labelImageTypeOf(bytesOf(PNG))).toBe('png');
    expect(labelImageTypeOf(bytesOf([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(problemsOf(bytesOf(PNG, LABEL_IMAGE_MAX_BYTES))).toEqual([]);
  });

  it('refuses other content whatever it claims to be, and a byte over 2 MB', () => {
    expect(problemsOf(bytesOf([...Buffer.from('GIF89a')]))).toEqual([{ field: undefined, reason: 'invalidFormat' }]);
    expect(problemsOf(bytesOf([...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')]))).toEqual([{ field: undefined, reason: 'invalidFormat' }]);
    expect(problemsOf(new Uint8Array(0))).toEqual([{ field: undefined, reason: 'invalidFormat' }]);
    expect(problemsOf(bytesOf(PNG, LABEL_IMAGE_MAX_BYTES + 1))).toEqual([{ field: undefined, reason: 'tooBig', max: LABEL_IMAGE_MAX_BYTES }]);
    expect(problemsOf('iVBORw0KGgo=')).toEqual([{ field: undefined, reason: 'invalidValue' }]);
  });
});
