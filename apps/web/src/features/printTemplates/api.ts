import {
  type CommandInput, deletePrintTemplate, fileDownload, getPrintTemplate, listPrintTemplates, previewPrintTemplate, setPrintTemplateDefault, unsetPrintTemplateDefault,
} from '@parcelflow/contract';
import { runCommand, useCommandMutation } from '../../app/command.ts';
import { downloadCommand } from '../../app/transfer.ts';

/** Every change shows in the list and in an open template's defaults. */
export const changedByTemplates = [listPrintTemplates, getPrintTemplate];

export const useDeleteTemplate = () => useCommandMutation(deletePrintTemplate, changedByTemplates);
export const useSetDefault = () => useCommandMutation(setPrintTemplateDefault, changedByTemplates);
export const useUnsetDefault = () => useCommandMutation(unsetPrintTemplateDefault, changedByTemplates);

/**
 * The preview PDF of a saved template (`id`) or of the designer's unsaved layout in a new tab. The tab opens on the
 * click itself (a tab opened after an answer arrives is a popup browsers block), then shows the PDF the answer's link
 * downloads; it closes again when that fails.
 */
export async function openPreview(input: CommandInput<typeof previewPrintTemplate>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const link = await runCommand(previewPrintTemplate, input);
    const { blob } = await downloadCommand(fileDownload, { fileId: link.fileId }, link.name);
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
