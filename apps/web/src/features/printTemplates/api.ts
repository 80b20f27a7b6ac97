import {
  deletePrintTemplate, fileDownload, getPrintTemplate, listPrintTemplates, previewPrintTemplate, setPrintTemplateDefault, unsetPrintTemplateDefault,
} from '@parcelflow/contract';
import { runCommand, useCommandMutation } from '../../app/command.ts';
import { downloadCommand } from '../../app/transfer.ts';

/** Every change shows in the list and in an open template's defaults. */
export const changedByTemplates = [listPrintTemplates, getPrintTemplate];

export const useDeleteTemplate = () => useCommandMutation(deletePrintTemplate, changedByTemplates);
export const useSetDefault = () => useCommandMutation(setPrintTemplateDefault, changedByTemplates);
export const useUnsetDefault = () => useCommandMutation(unsetPrintTemplateDefault, changedByTemplates);

/**
 * The template's preview PDF in a new tab. The tab opens on the click itself (a tab opened after an answer arrives
 * is a popup browsers block), then shows the PDF the answer's link downloads; it closes again when that fails.
 */
export async function openPreview(id: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const link = await runCommand(previewPrintTemplate, { id });
    const { blob } = await downloadCommand(fileDownload, { fileId: link.fileId }, link.name);
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
