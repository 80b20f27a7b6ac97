import { z } from 'zod';
import { companyNoField } from '../auth/fields.ts';
import { ORDER_KINDS } from '../order/enums.ts';

const templateId = z.string().trim().min(1).max(40);

export const listImportTemplatesInput = z.object({});

/** One template of the import dialog, named in the caller's language. */
export const importTemplateSummary = z.object({ id: z.string(), kind: z.enum(ORDER_KINDS), name: z.string(), hasInvoiceSheet: z.boolean() });
export type ImportTemplateSummary = z.infer<typeof importTemplateSummary>;
export const listImportTemplatesOutput = z.object({ templates: z.array(importTemplateSummary) });
export type ListImportTemplatesOutput = z.infer<typeof listImportTemplatesOutput>;

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
