import type { OrderStatus } from './status.ts';
import type { SegmentView } from './segment.ts';

/** The home page's figures for the caller's company (a cargo owner: its own orders). */
export type HomeStats = {
  statusCounts: Record<OrderStatus, number>;
  /** The last 31 days, oldest first, days without orders included; dates are yyyy-MM-dd in UTC. */
  daily: { date: string; count: number }[];
  lowSegments: SegmentView[];
};

export const HOME_DAILY_DAYS = 31;
