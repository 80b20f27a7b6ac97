import { z } from 'zod';
import { channelOption } from '../channel/channel.ts';
import { pageQueryFields } from '../envelope.ts';
import { CURRENCIES } from '../order/enums.ts';
import { amountField, countryCode, weightField } from '../order/fields.ts';
import { ORDER_LIMITS } from '../order/limits.ts';

/**
 * Customer order rule: what an order of a customer (or of every customer) on a channel (or on every channel) must
 * meet. createOrder and updateOrder check every enabled rule that applies and name the field that breaks one.
 */
export const ORDER_RULE_LIMITS = { countriesMax: 250, remarksMax: 120 } as const;

const idField = z.number().int().positive();

export const orderRuleFields = {
  /** Absent: every customer. */
  customerId: idField.optional(),
  /** Absent: every channel. */
  channelId: idField.optional(),
  /** Weight of one piece (a box's weight over its quantity), kg. */
  maxPieceWeight: weightField.optional(),
  maxPieces: z.number().int().min(1).max(ORDER_LIMITS.piecesPerOrder).optional(),
  /** In declaredCurrency; an order declaring a value in another currency breaks the rule. */
  maxDeclaredValue: amountField.optional(),
  declaredCurrency: z.enum(CURRENCIES).default('USD'),
  /** Destination countries allowed; empty: any. */
  countries: z
    .array(countryCode)
    .max(ORDER_RULE_LIMITS.countriesMax)
    .default([])
    .refine((codes) => new Set(codes).size === codes.length, { params: { reason: 'duplicate' } }),
  enabled: z.boolean().default(true),
  remarks: z.string().trim().max(ORDER_RULE_LIMITS.remarksMax).default(''),
};

/** New rule (no id) or a change; a rule limits at least one thing. */
export const saveOrderRuleInput = z
  .object({ id: idField.optional(), ...orderRuleFields })
  .superRefine((rule, ctx) => {
    const limits = rule.maxPieceWeight !== undefined || rule.maxPieces !== undefined || rule.maxDeclaredValue !== undefined || rule.countries.length > 0;
    if (!limits) ctx.addIssue({ code: 'custom', path: ['maxPieceWeight'], params: { reason: 'required' } });
  });
export type SaveOrderRuleInput = z.infer<typeof saveOrderRuleInput>;

export const listOrderRulesInput = z.object({
  ...pageQueryFields,
  customerId: idField.optional(),
  channelId: idField.optional(),
  enabled: z.boolean().optional(),
});
export type ListOrderRulesInput = z.infer<typeof listOrderRulesInput>;

export const orderRuleView = z.object({
  id: z.number(),
  customerId: z.number().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  channelId: z.number().nullable(),
  channelCode: z.string().nullable(),
  maxPieceWeight: z.number().nullable(),
  maxPieces: z.number().nullable(),
  maxDeclaredValue: z.number().nullable(),
  declaredCurrency: z.enum(CURRENCIES),
  countries: z.array(z.string()),
  enabled: z.boolean(),
  remarks: z.string(),
});
export type OrderRuleView = z.infer<typeof orderRuleView>;

export const orderRuleIdInput = z.object({ id: idField });
export const setOrderRuleEnabledInput = z.object({ id: idField, enabled: z.boolean() });

/** The choices of the rule form and filters. */
export const orderRuleFormOptions = z.object({ channels: z.array(channelOption) });
export type OrderRuleFormOptions = z.infer<typeof orderRuleFormOptions>;
