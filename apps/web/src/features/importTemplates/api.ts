import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyImportTemplate, CompanyImportTemplateSummary, ImportTemplateKind, Page, SaveCompanyImportTemplateInput, SavedImportTemplate } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';
import { downloadCommand, saveBlob } from '../../app/transfer.ts';

const templatesKey = ['companyImportTemplates'] as const;

export function useCompanyTemplates(page: { pageSize: number; currentPage: number }) {
  return useQuery({
    queryKey: [...templatesKey, page],
    queryFn: () => callCommand<Page<CompanyImportTemplateSummary>>('main', 'listCompanyImportTemplates', page),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyTemplate(id: number | undefined) {
  return useQuery({
    queryKey: [...templatesKey, 'one', id],
    queryFn: () => callCommand<CompanyImportTemplate>('main', 'getCompanyImportTemplate', { id }),
    enabled: id !== undefined,
  });
}

/** A change to the company's templates also changes the import dialog's list. */
function useTemplateMutation<I, O>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<O>('main', command, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: templatesKey }), queryClient.invalidateQueries({ queryKey: ['importTemplates'] })]),
  });
}

export const useSaveTemplate = () => useTemplateMutation<SaveCompanyImportTemplateInput, SavedImportTemplate>('saveCompanyImportTemplate');
export const useCopyTemplate = () => useTemplateMutation<{ templateId: ImportTemplateKind; name: string }, SavedImportTemplate>('copyBuiltInImportTemplate');
export const useDeleteTemplate = () => useTemplateMutation<{ id: number }, object>('deleteCompanyImportTemplate');

/** The template workbook in the interface language, through the command the import dialog downloads with. */
export async function downloadCompanyTemplate(template: Pick<CompanyImportTemplateSummary, 'templateId' | 'name'>): Promise<void> {
  saveBlob(await downloadCommand('main', 'downloadImportTemplate', { templateId: template.templateId }, `${template.name}.xlsx`));
}
