import { z } from 'zod';
import { declareCommand } from '../command.ts';
import { publicTrackingResult, trackingEventInput, trackingQueryInput, trackingResult } from '../order/tracking.ts';

/** tracking: the events of an order, queried by the carrier and, in part, by anyone. */
export const addTrackingEvent = declareCommand({
  service: 'main', command: 'addTrackingEvent', permission: 'tracking.add', input: trackingEventInput, output: z.object({ id: z.number() }),
  summary: "Add a tracking event to one of the carrier's orders; internal events stay off the public page.",
});

export const queryTracking = declareCommand({
  service: 'main', command: 'queryTracking', permission: 'tracking.view', input: trackingQueryInput, output: z.array(trackingResult),
  summary: "Track up to 20 numbers, or the company's lower limit (order, waybill, customer or reference numbers): each order with all its events, or notFound.",
});

export const publicTracking = declareCommand({
  service: 'main', command: 'publicTracking', permission: 'public', input: trackingQueryInput, output: z.array(publicTrackingResult),
  summary: 'Public tracking by waybill or order number: status, destination country and public events only; 60 queries a minute per address.',
});

export const trackingDeclarations = [addTrackingEvent, queryTracking, publicTracking];
