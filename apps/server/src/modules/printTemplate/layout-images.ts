import { fieldError, labelImageBytes, LABEL_IMAGE_MAX_BYTES, type LabelLayout } from '@parcelflow/contract';
import type { GuardedContext } from '../../envelope/command.ts';
import { findCompanyFiles } from '../file/index.ts';

/**
 * The bytes of every image the layout shows, by file id, each checked: a file of the caller's company (another
 * company's is not found), PNG or JPEG by its content, at most 2 MB. A refusal names `layout.elements.N.fileId`.
 */
export async function readLayoutImages(ctx: Pick<GuardedContext, 'db' | 'storage'> & { caller: { companyId: number } }, layout: LabelLayout): Promise<Record<number, Uint8Array>> {
  const images: Record<number, Uint8Array> = {};
  const placed = layout.elements.flatMap((element, index) => (element.type === 'image' ? [{ index, fileId: element.fileId }] : []));
  const files = new Map((await findCompanyFiles(ctx.db, ctx.caller.companyId, [...new Set(placed.map((image) => image.fileId))])).map((file) => [file.id, file]));
  for (const { index, fileId } of placed) {
    const field = `layout.elements.${index}.fileId`;
    const file = files.get(fileId);
    if (!file) throw fieldError(field, 'notFound');
    // Refused by its recorded size before its bytes are read.
    if (file.size > LABEL_IMAGE_MAX_BYTES) throw fieldError(field, 'tooBig', { max: LABEL_IMAGE_MAX_BYTES });
    images[fileId] ??= new Uint8Array(Buffer.concat(await (await ctx.storage.open(file.storageKey)).toArray()));
    // Its size is checked above, so what the contract refuses here is the content: neither PNG nor JPEG.
    if (!labelImageBytes.safeParse(images[fileId]).success) throw fieldError(field, 'invalidFormat');
  }
  return images;
}
