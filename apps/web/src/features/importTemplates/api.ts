import {
  deleteCompanyImportTemplate, downloadImportTemplate, getCompanyImportTemplate, listCompanyImportTemplates,
  listImportTemplates, saveCompanyImportTemplate, type CompanyImportTemplateSummary,
} from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';
import { downloadCommand, saveBlob } from '../../app/transfer.ts';

export function useCompanyTemplate(id: number | undefined) {
  return useCommandQuery(getCompanyImportTemplate, { id: id ?? 0 }, { enabled: id !== undefined });
}

/** A change to the company's templates also changes the import dialog's list. */
export const changedByTemplates = [listCompanyImportTemplates, getCompanyImportTemplate, listImportTemplates];

export const useSaveTemplate = () => useCommandMutation(saveCompanyImportTemplate, changedByTemplates);
export const useDeleteTemplate = () => useCommandMutation(deleteCompanyImportTemplate, changedByTemplates);

/** The template workbook in the interface language, through the command the import dialog downloads with. */
export async function downloadCompanyTemplate(template: Pick<CompanyImportTemplateSummary, 'templateId' | 'name'>): Promise<void> {
  saveBlob(await downloadCommand(downloadImportTemplate, { templateId: template.templateId }, `${template.name}.xlsx`));
}
