import { downloadImportTemplate, listImportTemplates, listMyTasks, startOrderImport, type ImportTemplateSummary } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';
import { downloadCommand, saveBlob } from '../../app/transfer.ts';

export function useImportTemplates() {
  return useCommandQuery(listImportTemplates, {}, { staleTime: Infinity });
}

/** The template workbook in the interface language, saved through the browser. */
export async function downloadTemplate(template: ImportTemplateSummary): Promise<void> {
  saveBlob(await downloadCommand(downloadImportTemplate, { templateId: template.id }, `${template.name}.xlsx`));
}

export const useStartImport = () => useCommandMutation(startOrderImport, [listMyTasks]);
