import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { IMPORT_FIELD_KEYS, type ImportFieldKey } from '../excel/import-fields.ts';
import { IMPORT_TEMPLATE_KINDS } from './kinds.ts';
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

/** A column as a saved template holds it. */
export const templateColumn = z.object({ field: z.enum(IMPORT_FIELD_KEYS as [ImportFieldKey, ...ImportFieldKey[]]), header: z.string(), required: z.boolean() });

/** A row of the company's template list; `templateId` is what the import dialog and startOrderImport name it by. */
export const companyImportTemplateSummary = z.object({
  id: z.number(),
  templateId: z.string(),
  name: z.string(),
  kind: z.enum(IMPORT_TEMPLATE_KINDS),
  columnCount: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type CompanyImportTemplateSummary = z.infer<typeof companyImportTemplateSummary>;

export const companyImportTemplate = companyImportTemplateSummary.omit({ columnCount: true }).extend({
  version: z.number(),
  columns: z.array(templateColumn),
  invoiceColumns: z.array(templateColumn).optional(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type CompanyImportTemplate = z.infer<typeof companyImportTemplate>;

export const savedImportTemplate = z.object({ id: z.number(), version: z.number() });
export type SavedImportTemplate = z.infer<typeof savedImportTemplate>;
