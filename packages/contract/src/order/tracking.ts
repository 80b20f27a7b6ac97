import { z } from 'zod';
import { ORDER_STATUSES } from './status.ts';
import { ORDER_LIMITS } from './limits.ts';
import { ORDER_ACTIONS } from './transitions.ts';
import { splitTrackingLines, splitTrackingNumbers } from './trackingLines.ts';

/**
 * What the system says happened, as a code the web words in the viewer's language (`tracking.eventText.<code>`),
 * never a sentence: each order action (its own event on the order), and the warehouse and transport scans a carrier's
 * systems report. An event a clerk types keeps its text and has no code.
 */
export const TRACKING_EVENT_CODES = [
  ...ORDER_ACTIONS.filter((action) => action !== 'edit'),
  'warehouseReceived', 'reweighed', 'leftWarehouse', 'lineHaulHandover', 'exportDeclared', 'customsReleased', 'delivered',
] as const;
export type TrackingEventCode = (typeof TRACKING_EVENT_CODES)[number];
/** A coded event's parameters: the reason typed with an action (cancel, audit fail), shown as typed. */
export const trackingEventParams = z.object({ reason: z.string().optional() });
export type TrackingEventParams = z.infer<typeof trackingEventParams>;
/** An event's words: a system code with its parameters, or the text a clerk typed (code null). */
export const trackingEventText = z.object({ code: z.enum(TRACKING_EVENT_CODES).nullable(), params: trackingEventParams, description: z.string() });
export type TrackingEventText = z.infer<typeof trackingEventText>;

/** A tracking event's status: an order status or a free event code (letters, digits, dot, dash, underscore). */
export const trackingEventInput = z.object({
  orderId: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  place: z.string().trim().max(120).default(''),
  status: z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9._-]+$/),
  description: z.string().trim().min(1).max(500),
  isPublic: z.boolean().default(true),
});
export type TrackingEventInput = z.input<typeof trackingEventInput>;

export const trackingQueryInput = z.object({
  numbers: z
    .string()
    .max(4000)
    .refine((text) => splitTrackingNumbers(text).length > 0, { params: { reason: 'required' } })
    .refine((text) => splitTrackingLines(text).length <= ORDER_LIMITS.trackingLinesMax, {
      params: { reason: 'tooBig', max: ORDER_LIMITS.trackingLinesMax },
    }),
});

export const trackingEventView = trackingEventText.extend({ id: z.number(), occurredAt: z.string(), place: z.string(), status: z.string(), isPublic: z.boolean() });
export type TrackingEventView = z.infer<typeof trackingEventView>;

const notFoundNumber = z.object({ number: z.string(), found: z.literal(false) });

export const trackingResult = z.discriminatedUnion('found', [
  notFoundNumber,
  z.object({
    number: z.string(),
    found: z.literal(true),
    order: z.object({ id: z.number(), orderNo: z.string(), waybillNo: z.string().nullable(), status: z.enum(ORDER_STATUSES), country: z.string(), channelCode: z.string() }),
    events: z.array(trackingEventView),
  }),
]);
export type TrackingResult = z.infer<typeof trackingResult>;

/** What a receiver may see on the public page: no parties, weights or internal events. */
export const publicTrackingResult = z.discriminatedUnion('found', [
  notFoundNumber,
  z.object({
    number: z.string(), found: z.literal(true), status: z.enum(ORDER_STATUSES), country: z.string(),
    events: z.array(trackingEventText.extend({ occurredAt: z.string(), place: z.string() })),
  }),
]);
export type PublicTrackingResult = z.infer<typeof publicTrackingResult>;

export const PUBLIC_TRACKING_RATE = { perMinute: 60 } as const;
