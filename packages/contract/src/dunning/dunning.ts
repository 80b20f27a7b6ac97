import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { BILL_PERIODS } from '../finance/bill-period.ts';
import { amountText, currencyField, moneyText } from '../finance/money.ts';
import { CURRENCIES } from '../order/enums.ts';
import { siteOption } from '../site/site.ts';

/** Finance dunning (entities-rules.md 3.16, docs/finance.md "Dunning"): rules that remind customers of overdue bills. */
export const DUNNING_LIMITS = {
  nameMax: 40, dueDaysMax: 365, periodDaysMin: 1, periodDaysMax: 90, sitesMax: 200, usersMax: 50, keywordMax: 60, myRemindersMax: 100, markMax: 200,
} as const;

/** The bills a rule covers: those of one bill period, or all. */
export const DUNNING_TYPES = ['all', ...BILL_PERIODS] as const;
export type DunningType = (typeof DUNNING_TYPES)[number];

/** How a reminder reaches people: a message in the product, a mail, an SMS (the last two through the notifier). */
export const DUNNING_MODES = ['message', 'mail', 'sms'] as const;
export type DunningMode = (typeof DUNNING_MODES)[number];

const L = DUNNING_LIMITS;
const idField = z.number().int().positive();
const uniqueIds = (max: number) => z.array(idField).max(max).refine((ids) => new Set(ids).size === ids.length, { params: { reason: 'duplicate' } }).default([]);

export const dunningRuleFields = {
  name: z.string().trim().min(1).max(L.nameMax),
  type: z.enum(DUNNING_TYPES),
  /** A bill is dunned when its open amount in `currency` is at least this (exact decimal text, above 0). */
  amount: amountText,
  currency: currencyField,
  /** The rule covers bills dated on or after this day. */
  billingDate: z.iso.date(),
  /** No reminder after this day; none: the rule never expires. */
  expiryDate: z.iso.date().nullable().default(null),
  /** A bill is overdue this many days after its bill date (0: the day it is dated). */
  dueDays: z.number().int().min(0).max(L.dueDaysMax),
  /** A reminder every this many days while the bill stays open and overdue. */
  periodDays: z.number().int().min(L.periodDaysMin).max(L.periodDaysMax),
  modes: z.array(z.enum(DUNNING_MODES)).min(1).max(DUNNING_MODES.length).refine((modes) => new Set(modes).size === modes.length, { params: { reason: 'duplicate' } }),
  /** Only customers of these sites or of sites under them; none: every customer. */
  siteIds: uniqueIds(L.sitesMax),
  /** Staff users who also receive each reminder (the customer's own logins always do). */
  userIds: uniqueIds(L.usersMax),
  enabled: z.boolean().default(true),
};

/** The expiry date is not before the billing date. */
const checkDates = (rule: { billingDate: string; expiryDate: string | null }, ctx: z.RefinementCtx) => {
  if (rule.expiryDate !== null && rule.expiryDate < rule.billingDate) ctx.addIssue({ code: 'custom', path: ['expiryDate'], params: { reason: 'invalidValue' } });
};

/** A new rule (no id) or a change of one. */
export const saveDunningRuleInput = z.object({ id: idField.optional(), ...dunningRuleFields }).superRefine(checkDates);
export type SaveDunningRuleInput = z.output<typeof saveDunningRuleInput>;

export const listDunningRulesInput = z.object({
  ...pageQueryFields,
  /** Part of the name. */
  keyword: z.string().trim().max(L.nameMax).optional(),
  enabled: z.boolean().optional(),
});
export type ListDunningRulesInput = z.infer<typeof listDunningRulesInput>;

const named = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const dunningRuleView = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(DUNNING_TYPES),
  amount: moneyText,
  currency: z.enum(CURRENCIES),
  billingDate: z.string(),
  expiryDate: z.string().nullable(),
  dueDays: z.number(),
  periodDays: z.number(),
  modes: z.array(z.enum(DUNNING_MODES)),
  /** The limits as they read now; a site or user deleted since is left out (and matches nobody). */
  sites: z.array(siteOption.pick({ id: true, code: true, nameCn: true, nameEn: true })),
  users: z.array(named),
  enabled: z.boolean(),
  reminderCount: z.number(),
  lastReminderAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type DunningRuleView = z.infer<typeof dunningRuleView>;

export const dunningRuleIdInput = z.object({ id: idField });

/** What the rule's form chooses from: the company's sites (the tree) and its staff users who can log in. */
export const dunningFormOptions = z.object({
  sites: z.array(siteOption),
  users: z.array(named),
});
export type DunningFormOptions = z.infer<typeof dunningFormOptions>;

export const listDunningRemindersInput = z.object({
  ...pageQueryFields,
  ruleId: idField.optional(),
  customerId: idField.optional(),
  /** A bill number, or a customer's code or name. */
  keyword: z.string().trim().max(L.keywordMax).optional(),
  /** Days sent (UTC), both included. */
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});
export type ListDunningRemindersInput = z.infer<typeof listDunningRemindersInput>;

/** One reminder of one bill, as the carrier's finance sees it. */
export const dunningReminderView = z.object({
  id: z.number(),
  ruleId: z.number().nullable(),
  ruleName: z.string(),
  billId: z.number(),
  billNo: z.string(),
  billDate: z.string(),
  /** The day the bill fell due: its bill date plus the rule's due days. */
  dueDate: z.string(),
  customerId: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  /** The reminder's number since the bill fell due, from 0. */
  slot: z.number(),
  currency: z.enum(CURRENCIES),
  /** The open amount when it was sent. */
  openAmount: moneyText,
  modes: z.array(z.enum(DUNNING_MODES)),
  /** People who got it in the product, and how many of them read it. */
  recipientCount: z.number(),
  readCount: z.number(),
  /** Mails and SMS queued for it. */
  noticeCount: z.number(),
  sentAt: z.string(),
});
export type DunningReminderView = z.infer<typeof dunningReminderView>;

export const listMyDunningRemindersInput = z.object({
  limit: z.number().int().min(1).max(L.myRemindersMax).default(20),
  unreadOnly: z.boolean().default(false),
});

/** A reminder as the person it was sent to reads it. */
export const myDunningReminderView = z.object({
  id: z.number(),
  billId: z.number(),
  billNo: z.string(),
  billDate: z.string(),
  dueDate: z.string(),
  currency: z.enum(CURRENCIES),
  openAmount: moneyText,
  customerCode: z.string(),
  customerName: z.string(),
  /** The carrier that sent it. */
  carrierName: z.string(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type MyDunningReminderView = z.infer<typeof myDunningReminderView>;

export const myDunningRemindersOutput = z.object({ list: z.array(myDunningReminderView), unread: z.number() });
export type MyDunningReminders = z.infer<typeof myDunningRemindersOutput>;

/** The caller's reminders to mark read: these, or every one when no ids are given. */
export const markDunningRemindersReadInput = z.object({ ids: z.array(idField).min(1).max(L.markMax).optional() });
export const markDunningRemindersReadOutput = z.object({ unread: z.number() });
