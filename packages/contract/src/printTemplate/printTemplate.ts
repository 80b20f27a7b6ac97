import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { ORDER_KINDS } from '../order/enums.ts';
import { comboBoxInput } from '../order/commands.ts';
import { labelLayout } from '../print/layout.ts';

/** Print template types of entities-rules.md 3.14; the `printTemplate.type.<value>` texts name them. */
export const PRINT_TEMPLATE_TYPES = ['label', 'waybill', 'invoice', 'packingList', 'handoverSheet'] as const;
export type PrintTemplateType = (typeof PRINT_TEMPLATE_TYPES)[number];

/** plugin: printed through the local print agent; pdf: downloaded. */
export const PRINT_METHODS = ['plugin', 'pdf'] as const;
export type PrintMethod = (typeof PRINT_METHODS)[number];

export const PRINT_SCENARIOS = ['audit', 'scan', 'batch', 'reprint'] as const;
export type PrintScenario = (typeof PRINT_SCENARIOS)[number];

/** The built-in layouts a template starts from: a thermal label per order kind, and the commercial invoice. */
export const BUILT_IN_LAYOUT_KEYS = [...ORDER_KINDS.map((kind) => `thermal.${kind}` as const), 'commercialInvoice'] as const;
export type BuiltInLayoutKey = (typeof BUILT_IN_LAYOUT_KEYS)[number];

/** A default is set per channel or per customer. */
export const PRINT_DEFAULT_TARGETS = ['channel', 'customer'] as const;
export type PrintDefaultTarget = (typeof PRINT_DEFAULT_TARGETS)[number];

export const PRINT_TEMPLATE_LIMITS = { nameMax: 40, interfaceUrlMax: 200 } as const;

const idField = z.number().int().positive();
/** A choice the form must make: missing is 'required', anything else not listed 'invalidValue'. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'required' : undefined) });
const name = z.string().trim().min(1).max(PRINT_TEMPLATE_LIMITS.nameMax);

/** Template fields one by one, so a form item checks exactly what the command checks. */
export const printTemplateFields = {
  name,
  nameEn: z.string().trim().max(PRINT_TEMPLATE_LIMITS.nameMax).default(''),
  type: choice(PRINT_TEMPLATE_TYPES),
  printMethod: z.enum(PRINT_METHODS).default('pdf'),
  scenario: choice(PRINT_SCENARIOS),
  /** Where a plugin-printed template's jobs go, when not the agent's default: an http(s) URL or nothing. */
  interfaceUrl: z.string().trim().max(PRINT_TEMPLATE_LIMITS.interfaceUrlMax)
    .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), { params: { reason: 'invalidFormat' } }).default(''),
  enabled: z.boolean().default(true),
};

/**
 * A new template (no id) or a change. A new one takes its layout as given or from a built-in; a change without
 * either keeps its stored layout (the form edits the template's other fields, the designer its layout).
 */
export const savePrintTemplateInput = z
  .object({ id: idField.optional(), ...printTemplateFields, layout: labelLayout.optional(), builtIn: z.enum(BUILT_IN_LAYOUT_KEYS).optional() })
  .superRefine((input, ctx) => {
    if (input.layout && input.builtIn) ctx.addIssue({ code: 'custom', path: ['builtIn'], params: { reason: 'notAllowed' } });
    if (input.id === undefined && !input.layout && !input.builtIn) ctx.addIssue({ code: 'custom', path: ['builtIn'], params: { reason: 'required' } });
  });
export type SavePrintTemplateInput = z.infer<typeof savePrintTemplateInput>;

export const listPrintTemplatesInput = z.object({
  ...pageQueryFields,
  /** Part of the name or the English name. */
  name: z.string().trim().max(PRINT_TEMPLATE_LIMITS.nameMax).optional(),
  type: z.enum(PRINT_TEMPLATE_TYPES).optional(),
  scenario: z.enum(PRINT_SCENARIOS).optional(),
});
export type ListPrintTemplatesInput = z.infer<typeof listPrintTemplatesInput>;

const defaultHolder = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type PrintDefaultHolder = z.infer<typeof defaultHolder>;

/** A row of the list: the template less its layout, with its paper and the channels and customers it is the default of. */
export const printTemplateSummary = z.object({
  id: z.number(), name: z.string(), nameEn: z.string(), type: z.enum(PRINT_TEMPLATE_TYPES), printMethod: z.enum(PRINT_METHODS),
  scenario: z.enum(PRINT_SCENARIOS), interfaceUrl: z.string(), enabled: z.boolean(), paperSize: z.string(),
  defaultChannels: z.array(defaultHolder), defaultCustomers: z.array(defaultHolder), updatedAt: z.string(),
});
export type PrintTemplateSummary = z.infer<typeof printTemplateSummary>;

export const printTemplateView = printTemplateSummary.extend({ layout: labelLayout });
export type PrintTemplateView = z.infer<typeof printTemplateView>;

export const printTemplateIdInput = z.object({ id: idField });
export const savedPrintTemplate = z.object({ id: z.number() });

/** A copy under a new name of a built-in layout or of one of the company's templates. */
export const copyPrintTemplateInput = z.object({
  name,
  from: z.discriminatedUnion('source', [
    z.object({ source: z.literal('builtIn'), builtIn: z.enum(BUILT_IN_LAYOUT_KEYS) }),
    z.object({ source: z.literal('template'), id: idField }),
  ]),
});
export type CopyPrintTemplateInput = z.infer<typeof copyPrintTemplateInput>;

/** The template a channel's or a customer's orders print with for the template's type. */
export const printTemplateDefaultInput = z.object({ id: idField, target: z.enum(PRINT_DEFAULT_TARGETS), targetId: idField });
export type PrintTemplateDefaultInput = z.infer<typeof printTemplateDefaultInput>;

/** A saved template's layout, or an unsaved one from the designer. */
export const previewPrintTemplateInput = z
  .object({ id: idField.optional(), layout: labelLayout.optional() })
  .refine((input) => (input.id === undefined) !== (input.layout === undefined), { path: ['id'], params: { reason: 'required' } });
export type PreviewPrintTemplateInput = z.infer<typeof previewPrintTemplateInput>;

/** "PDF download: the body carries a link": the stored PDF, fetched with file/fileDownload. */
export const printPdfLink = z.object({ fileId: z.number(), name: z.string() });
export type PrintPdfLink = z.infer<typeof printPdfLink>;

/** The channels or customers a default may be set for, by code or name. */
export const printDefaultTargetComboBoxInput = comboBoxInput.extend({ target: z.enum(PRINT_DEFAULT_TARGETS) });
