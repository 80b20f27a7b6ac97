import { z } from 'zod';
import { ORDER_STATUSES } from './status.ts';
import { segmentView } from './segment.ts';

/** The home page's figures for the caller's company (a cargo owner: its own orders). */
export const homeStats = z.object({
  statusCounts: z.record(z.enum(ORDER_STATUSES), z.number()),
  /** The last 31 days, oldest first, days without orders included; dates are yyyy-MM-dd in UTC. */
  daily: z.array(z.object({ date: z.string(), count: z.number() })),
  lowSegments: z.array(segmentView),
});
export type HomeStats = z.infer<typeof homeStats>;

export const HOME_DAILY_DAYS = 31;
