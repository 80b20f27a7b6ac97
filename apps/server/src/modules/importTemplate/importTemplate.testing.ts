import { builtInColumnsOf, type SaveCompanyImportTemplateInput, type TemplateColumnInput } from '@parcelflow/contract';
import type { TestApp } from '../../test/harness.ts';

/** The built-in inbound template as a company would save it, each header replaced by `header(column)` when given. */
export function receiveDraft(name: string, header?: (column: TemplateColumnInput) => string): SaveCompanyImportTemplateInput {
  const { columns } = builtInColumnsOf('receive', 'zh-CN');
  return { name, kind: 'receive', columns: header ? columns.map((column) => ({ ...column, header: header(column) })) : columns };
}

export async function saveTemplate(t: TestApp, token: string, draft: SaveCompanyImportTemplateInput): Promise<{ id: number; version: number }> {
  const saved = await t.call<{ id: number; version: number }>('main', 'saveCompanyImportTemplate', draft, token);
  if (saved.code !== 0) throw new Error(`saveCompanyImportTemplate answered ${saved.code} ${JSON.stringify(saved.body)}`);
  return saved.body;
}
