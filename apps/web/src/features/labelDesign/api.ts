import { useQuery } from '@tanstack/react-query';
import { fileDownload, getPrintTemplate, savePrintTemplate } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';
import { downloadCommand } from '../../app/transfer.ts';
import { changedByTemplates } from '../printTemplates/api.ts';

export const useTemplate = (id: number) => useCommandQuery(getPrintTemplate, { id }, { enabled: id > 0 });

/** Saving the layout changes the template's row (its paper, its elements) and the template itself. */
export const useSaveTemplate = () => useCommandMutation(savePrintTemplate, changedByTemplates);

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });
}

/**
 * An image element's picture, downloaded through file/fileDownload as the caller (his own upload, or an image a
 * colleague placed in one of the company's templates). Kept as a data URL, which needs no revoking, for as long as the
 * page is open: a file's bytes never change.
 */
export function useLabelImage(fileId: number) {
  return useQuery({
    queryKey: ['labelDesign', 'image', fileId],
    queryFn: async () => readAsDataUrl((await downloadCommand(fileDownload, { fileId }, 'image')).blob),
    enabled: fileId > 0,
    staleTime: Infinity,
    retry: false,
  });
}
