import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportTemplateSummary, ListImportTemplatesOutput, StartOrderImportInput, TaskView } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';
import { downloadCommand, saveBlob } from '../../app/transfer.ts';
import { TASKS_KEY } from '../tasks/api.ts';


export function useImportTemplates() {
  return useQuery({ queryKey: ['importTemplates'], queryFn: () => callCommand<ListImportTemplatesOutput>('main', 'listImportTemplates'), staleTime: Infinity });
}

/** The template workbook in the interface language, saved through the browser. */
export async function downloadTemplate(template: ImportTemplateSummary): Promise<void> {
  saveBlob(await downloadCommand('main', 'downloadImportTemplate', { templateId: template.id }, `${template.name}.xlsx`));
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartOrderImportInput) => callCommand<TaskView>('main', 'startOrderImport', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
