import { z } from 'zod';
import { channelOption } from '../channel/channel.ts';
import { pageQueryFields } from '../envelope.ts';
import { CUSTOMER_LIMITS } from '../customer/enums.ts';

/**
 * A price level: what a customer is quoted (its freight quotation, 3.3, names the level) or every customer of a group
 * the level applies to. Per channel (or every channel) it either marks the channel's selling card up or down by a
 * percentage, or prices on the level's own cards. A customer's own quotation wins over its group's level; a customer
 * with neither pays the selling cards as they are (docs/prices.md).
 */
export const PRICE_LEVEL_LIMITS = { nameMax: CUSTOMER_LIMITS.quotationMax, remarksMax: 120, rulesMax: 200, groupsMax: 100 } as const;

/** `adjust`: the selling card with a percentage added (a negative one is a discount); `ownCard`: the level's own cards. */
export const PRICE_LEVEL_MODES = ['adjust', 'ownCard'] as const;
export type PriceLevelMode = (typeof PRICE_LEVEL_MODES)[number];

const idField = z.number().int().positive();
/** A signed percentage with up to 4 decimals, from a 99 % discount to a 999 % markup. */
export const adjustPercentText = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z.string().trim().regex(/^[+-]?\d{1,3}(\.\d{1,4})?$/),
).refine((text) => Number(text) >= -99 && Number(text) <= 999, { params: { reason: 'invalidValue' } });

export const priceLevelRuleSchema = z.object({
  /** Absent: every channel without a rule of its own. */
  channelId: idField.optional(),
  mode: z.enum(PRICE_LEVEL_MODES),
  adjustPercent: adjustPercentText.optional(),
});
export type PriceLevelRule = z.output<typeof priceLevelRuleSchema>;

export const priceLevelFields = {
  name: z.string().trim().min(1).max(PRICE_LEVEL_LIMITS.nameMax),
  remarks: z.string().trim().max(PRICE_LEVEL_LIMITS.remarksMax).default(''),
  /** The customer groups whose customers (those without a quotation of their own) it applies to; a group is in one level. */
  groupIds: z.array(idField).max(PRICE_LEVEL_LIMITS.groupsMax).default([])
    .refine((ids) => new Set(ids).size === ids.length, { params: { reason: 'duplicate' } }),
  rules: z.array(priceLevelRuleSchema).max(PRICE_LEVEL_LIMITS.rulesMax).default([]),
};

/** A new level (no id) or a change: one rule per channel (and one for every channel), a percentage where it adjusts. */
export const savePriceLevelInput = z.object({ id: idField.optional(), ...priceLevelFields }).superRefine((level, ctx) => {
  const seen = new Set<number>();
  level.rules.forEach((rule, index) => {
    const key = rule.channelId ?? 0;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rules', index, 'channelId'], params: { reason: 'duplicate' } });
    seen.add(key);
    if (rule.mode === 'adjust' && rule.adjustPercent === undefined) ctx.addIssue({ code: 'custom', path: ['rules', index, 'adjustPercent'], params: { reason: 'required' } });
    if (rule.mode === 'ownCard' && rule.adjustPercent !== undefined) ctx.addIssue({ code: 'custom', path: ['rules', index, 'adjustPercent'], params: { reason: 'invalidValue' } });
  });
});
export type SavePriceLevelInput = z.output<typeof savePriceLevelInput>;

export const listPriceLevelsInput = z.object({ ...pageQueryFields, keyword: z.string().trim().max(PRICE_LEVEL_LIMITS.nameMax).optional() });
export type ListPriceLevelsInput = z.infer<typeof listPriceLevelsInput>;

export const priceLevelView = z.object({
  id: z.number(),
  name: z.string(),
  remarks: z.string(),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
  rules: z.array(z.object({ channelId: z.number().nullable(), channelCode: z.string().nullable(), mode: z.enum(PRICE_LEVEL_MODES), adjustPercent: z.string().nullable() })),
  /** Customers whose quotation names it. */
  customerCount: z.number(),
  updatedAt: z.string(),
});
export type PriceLevelView = z.infer<typeof priceLevelView>;

export const priceLevelIdInput = z.object({ id: idField });

/** The choices of the level form (channels, groups) and of the customer form's quotation (the levels by name). */
export const priceLevelOptions = z.object({
  levels: z.array(z.object({ id: z.number(), name: z.string() })),
  channels: z.array(channelOption),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type PriceLevelOptions = z.infer<typeof priceLevelOptions>;
