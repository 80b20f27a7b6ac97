import { declareCommand, emptyInput } from '../command.ts';
import { homeStats } from '../order/home.ts';

/** home: the figures of the back-office home page. */
export const getHomeStats = declareCommand({
  service: 'main', command: 'getHomeStats', permission: 'session', input: emptyInput, output: homeStats,
  summary: "Orders per status, orders per day for the last 31 days and the segments running low, for the caller's company.",
});

export const homeDeclarations = [getHomeStats];
