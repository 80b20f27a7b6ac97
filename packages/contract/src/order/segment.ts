import { z } from 'zod';

/** Number segment (entities-rules.md 3.8): a range of waybill numbers a channel draws from at audit. */
export const SEGMENT_TYPES = ['waybill', 'subWaybill', 'transfer'] as const;

const affix = z.string().trim().max(10).regex(/^[A-Za-z0-9-]*$/);

export const saveSegmentInput = z
  .object({
    id: z.number().int().positive().optional(),
    type: z.enum(SEGMENT_TYPES),
    channelId: z.number().int().positive(),
    prefix: affix.default(''),
    suffix: affix.default(''),
    startNumber: z.number().int().min(0).max(999_999_999_999),
    endNumber: z.number().int().min(0).max(999_999_999_999),
    warningCount: z.number().int().min(0),
    enabled: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.endNumber < v.startNumber) ctx.addIssue({ code: 'custom', path: ['endNumber'], params: { reason: 'tooSmall' } });
  });
export type SaveSegmentInput = z.infer<typeof saveSegmentInput>;

export const segmentView = z.object({
  id: z.number(),
  type: z.enum(SEGMENT_TYPES),
  channelId: z.number(),
  prefix: z.string(),
  suffix: z.string(),
  startNumber: z.number(),
  endNumber: z.number(),
  warningCount: z.number(),
  enabled: z.boolean(),
  channelCode: z.string(),
  total: z.number(),
  usedCount: z.number(),
  lastUsedNumber: z.string().nullable(),
  remaining: z.number(),
  runningLow: z.boolean(),
});
export type SegmentView = z.infer<typeof segmentView>;

/** The waybill number for a sequence value: prefix, the number zero-padded to the end number's width, suffix. */
export function formatSegmentNumber(segment: { prefix: string; suffix: string; endNumber: number }, value: number): string {
  return `${segment.prefix}${String(value).padStart(String(segment.endNumber).length, '0')}${segment.suffix}`;
}

export const segmentIdInput = z.object({ id: z.number().int().positive() });
export const setSegmentEnabledInput = z.object({ id: z.number().int().positive(), enabled: z.boolean() });

export const segmentChannel = z.object({ id: z.number(), code: z.string(), nameCn: z.string(), nameEn: z.string() });
export type SegmentChannel = z.infer<typeof segmentChannel>;
