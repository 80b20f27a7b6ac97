import { z } from 'zod';
import { channelOption } from '../channel/channel.ts';
import { pageQueryFields } from '../envelope.ts';

/**
 * Customer print rule (entities-rules.md 3.15): for a customer's orders on a channel (or on every channel), the label
 * template they print with (none: the channel's and customer's defaults decide), the customer's EDI account and key
 * with the carrier, and whether the customer's own login may print its transfer labels. One rule per customer and
 * channel, and one per customer for every channel.
 */
export const CUSTOMER_PRINT_RULE_LIMITS = { ediAccountMax: 60, ediKeyMax: 120, ediKeyShown: 4 } as const;

const idField = z.number().int().positive();

/** Rule fields one by one, so a form item checks exactly what the command checks. */
export const customerPrintRuleFields = {
  customerId: idField,
  /** Absent: every channel. */
  channelId: idField.optional(),
  /** A label template of the company; absent: the defaults decide. */
  templateId: idField.optional(),
  ediAccount: z.string().trim().max(CUSTOMER_PRINT_RULE_LIMITS.ediAccountMax).default(''),
  /** On a change, empty keeps the stored key (a list never shows it, so a form cannot send it back). */
  ediKey: z.string().trim().max(CUSTOMER_PRINT_RULE_LIMITS.ediKeyMax).default(''),
  /** On a change, removes the stored key (ediKey must then be empty). */
  clearEdiKey: z.boolean().default(false),
  mayPrintTransferLabel: z.boolean().default(false),
  enabled: z.boolean().default(true),
};

/** A new rule (no id) or a change. */
export const saveCustomerPrintRuleInput = z
  .object({ id: idField.optional(), ...customerPrintRuleFields })
  .refine((rule) => !(rule.clearEdiKey && rule.ediKey), { path: ['clearEdiKey'], params: { reason: 'notAllowed' } });
export type SaveCustomerPrintRuleInput = z.infer<typeof saveCustomerPrintRuleInput>;

export const listCustomerPrintRulesInput = z.object({
  ...pageQueryFields,
  customerId: idField.optional(),
  channelId: idField.optional(),
  enabled: z.boolean().optional(),
});
export type ListCustomerPrintRulesInput = z.infer<typeof listCustomerPrintRulesInput>;

/** A row of the list; the EDI key only as set or not and its last characters. */
export const customerPrintRuleView = z.object({
  id: z.number(),
  customerId: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  /** Null: every channel. */
  channelId: z.number().nullable(),
  channelCode: z.string().nullable(),
  /** Null: the defaults decide. */
  templateId: z.number().nullable(),
  templateName: z.string().nullable(),
  ediAccount: z.string(),
  hasEdiKey: z.boolean(),
  /** The key's last 4 characters; empty when there is none, or when it is so short that they would be most of it. */
  ediKeyEnd: z.string(),
  mayPrintTransferLabel: z.boolean(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type CustomerPrintRuleView = z.infer<typeof customerPrintRuleView>;

export const customerPrintRuleIdInput = z.object({ id: idField });
export const setCustomerPrintRuleEnabledInput = z.object({ id: idField, enabled: z.boolean() });

/** A label template a rule may name. */
export const printRuleTemplateOption = z.object({ id: z.number(), name: z.string(), enabled: z.boolean() });
export type PrintRuleTemplateOption = z.infer<typeof printRuleTemplateOption>;

/** The choices of the rule form and filters: the company's channels and label templates. */
export const customerPrintRuleFormOptions = z.object({ channels: z.array(channelOption), templates: z.array(printRuleTemplateOption) });
export type CustomerPrintRuleFormOptions = z.infer<typeof customerPrintRuleFormOptions>;
