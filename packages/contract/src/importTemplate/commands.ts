import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { IMPORT_FIELD_KEYS, type ImportFieldKey } from '../excel/import-fields.ts';
import { IMPORT_TEMPLATE_KINDS, type ImportTemplateKind } from './kinds.ts';
import { checkTemplateColumns } from './rules.ts';

export const IMPORT_TEMPLATE_LIMITS = { nameMax: 40, headerMax: 50 } as const;

/** How a company template is named among the built-in ones in listImportTemplates and startOrderImport. */
const COMPANY_TEMPLATE_ID = /^company-([1-9]\d{0,9})$/;
export const companyTemplateId = (id: number): string => `company-${id}`;
export function companyTemplateNumber(templateId: string): number | undefined {
  const match = COMPANY_TEMPLATE_ID.exec(templateId);
  return match ? Number(match[1]) : undefined;
}

const templateIdField = z.number().int().positive();
export const importTemplateNameField = z.string().trim().min(1).max(IMPORT_TEMPLATE_LIMITS.nameMax);

export const templateColumnInput = z.object({
  field: z.enum(IMPORT_FIELD_KEYS as [ImportFieldKey, ...ImportFieldKey[]]),
  header: z.string().trim().min(1).max(IMPORT_TEMPLATE_LIMITS.headerMax),
  required: z.boolean(),
});
export type TemplateColumnInput = z.infer<typeof templateColumnInput>;
const columnList = z.array(templateColumnInput).max(IMPORT_FIELD_KEYS.length);

export const listCompanyImportTemplatesInput = z.object({ ...pageQueryFields });
export const companyImportTemplateIdInput = z.object({ id: templateIdField });

/** New template (no id) or a change to one at the version it was read at. */
export const saveCompanyImportTemplateInput = z
  .object({
    id: templateIdField.optional(),
    version: z.number().int().min(1).optional(),
    name: importTemplateNameField,
    kind: z.enum(IMPORT_TEMPLATE_KINDS),
    columns: columnList.min(1),
    invoiceColumns: columnList.optional(),
  })
  .superRefine((template, ctx) => {
    if (template.id !== undefined && template.version === undefined) ctx.addIssue({ code: 'custom', path: ['version'], params: { reason: 'required' } });
    checkTemplateColumns(template, ctx);
  });
export type SaveCompanyImportTemplateInput = z.infer<typeof saveCompanyImportTemplateInput>;

/** A built-in template saved as the company's own under a new name, its headers in the caller's language. */
export const copyBuiltInImportTemplateInput = z.object({ templateId: z.enum(IMPORT_TEMPLATE_KINDS), name: importTemplateNameField });

/** A row of the company's template list; `templateId` is what the import dialog and startOrderImport name it by. */
export type CompanyImportTemplateSummary = {
  id: number;
  templateId: string;
  name: string;
  kind: ImportTemplateKind;
  columnCount: number;
  updatedAt: string;
  updatedBy: string;
};

export type CompanyImportTemplate = Omit<CompanyImportTemplateSummary, 'columnCount'> & {
  version: number;
  columns: TemplateColumnInput[];
  invoiceColumns?: TemplateColumnInput[];
  createdAt: string;
  createdBy: string;
};

export type SavedImportTemplate = { id: number; version: number };
