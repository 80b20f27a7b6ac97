import { fieldError, labelImageBytes, LABEL_IMAGE_MAX_BYTES, type LabelLayout } from '@parcelflow/contract';
import type { GuardedContext } from '../../envelope/command.ts';
import { findCompanyFiles, findReadableFiles, type FileRow } from '../file/index.ts';

type ImageContext = Pick<GuardedContext, 'db' | 'storage'> & { caller: { companyId: number } };

/**
 * The bytes of every image a stored template's layout shows, by file id, each checked: a file of the caller's
 * company (checked as the saver's when the template was saved), PNG or JPEG by its content, at most 2 MB. A refusal
 * names `layout.elements.N.fileId`.
 */
export function readLayoutImages(ctx: ImageContext, layout: LabelLayout): Promise<Record<number, Uint8Array>> {
  return readImages(ctx, layout, (ids) => findCompanyFiles(ctx.db, ctx.caller.companyId, ids));
}

/**
 * The same for a layout the caller sends (a save, a preview of the designer's layout): each image must be a file of
 * his company he may download (his own upload, or an image of one of the company's templates), else it is not found,
 * so a layout cannot print a file he may not read.
 */
export function readSentLayoutImages(ctx: GuardedContext, layout: LabelLayout): Promise<Record<number, Uint8Array>> {
  return readImages(ctx, layout, async (ids) => (await findReadableFiles(ctx.db, ctx.services.guardedFileAccess, ctx.caller, ids))
    .filter((file) => file.companyId === ctx.caller.companyId));
}

async function readImages(ctx: ImageContext, layout: LabelLayout, findFiles: (ids: number[]) => Promise<FileRow[]>): Promise<Record<number, Uint8Array>> {
  const images: Record<number, Uint8Array> = {};
  const placed = layout.elements.flatMap((element, index) => (element.type === 'image' ? [{ index, fileId: element.fileId }] : []));
  const files = new Map((await findFiles([...new Set(placed.map((image) => image.fileId))])).map((file) => [file.id, file]));
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
