import { z } from 'zod';

/** A label image's largest size (issue 14, "Bad input"). */
export const LABEL_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const LABEL_IMAGE_TYPES = ['png', 'jpeg'] as const;
export type LabelImageType = (typeof LABEL_IMAGE_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, at) => bytes[at] === byte);

/** The image's type read from its first bytes (its name and declared type say nothing). */
export function labelImageTypeOf(bytes: Uint8Array): LabelImageType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return undefined;
}

/** An image's bytes as a label takes them: PNG or JPEG by content (else invalidFormat), at most 2 MB (else tooBig). */
export const labelImageBytes = z.instanceof(Uint8Array).superRefine((bytes, ctx) => {
  if (bytes.byteLength > LABEL_IMAGE_MAX_BYTES) ctx.addIssue({ code: 'custom', params: { reason: 'tooBig', max: LABEL_IMAGE_MAX_BYTES } });
  else if (!labelImageTypeOf(bytes)) ctx.addIssue({ code: 'custom', params: { reason: 'invalidFormat' } });
});
