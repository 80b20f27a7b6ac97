import { companyTemplateId, orderKindOf, type ImportTemplate } from '@parcelflow/contract';
import type { CompanyImportTemplateRow } from './importTemplate.table.ts';

/** A company template as the Excel reader, validator and template writer take any template: one header per column. */
export function companyImportTemplateOf(row: CompanyImportTemplateRow): ImportTemplate {
  return {
    id: companyTemplateId(row.id),
    name: row.name,
    kind: orderKindOf(row.kind),
    columns: row.columns,
    ...(row.invoiceColumns ? { invoiceColumns: row.invoiceColumns } : {}),
  };
}
