import { z } from 'zod';
import { companyNoField } from '../auth/fields.ts';
import type { OrderKind } from '../order/enums.ts';

const templateId = z.string().trim().min(1).max(40);

export const listImportTemplatesInput = z.object({});

/** One template of the import dialog, named in the caller's language. */
export type ImportTemplateSummary = { id: string; kind: OrderKind; name: string; hasInvoiceSheet: boolean };
export type ListImportTemplatesOutput = { templates: ImportTemplateSummary[] };

/** main/downloadImportTemplate answers the .xlsx itself (a file answer), in the caller's language. */
export const downloadImportTemplateInput = z.object({ templateId });

/**
 * main/startOrderImport, after file/upload: the customer and channel chosen in the dialog fill the rows that
 * leave their codes empty. Without validRowsOnly a file with any error creates nothing. A cargo owner names the
 * partner carrier the orders go to (forecastUpload); the partnership gives their customer. With autoAudit every
 * created order is audited as audit pass does, and those that fail wait in "to be corrected" (20189).
 */
export const startOrderImportInput = z.object({
  fileId: z.number().int().positive(),
  templateId,
  carrierCompanyNo: companyNoField.optional(),
  customerId: z.number().int().positive().optional(),
  channelId: z.number().int().positive().optional(),
  validRowsOnly: z.boolean(),
  autoAudit: z.boolean().default(false),
});
export type StartOrderImportInput = z.infer<typeof startOrderImportInput>;
