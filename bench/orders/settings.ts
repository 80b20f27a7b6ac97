/** The demo carrier whose orders the bench generates; demoadmin is its administrator. */
export const BENCH_COMPANY_NO = 'HYEXP';
export const BENCH_ACCOUNT = 'demoadmin';

/** What the bench tells its order server child; BENCH_DATA_DIR comes from startChildServer. */
export type OrdersChildEnv = NodeJS.ProcessEnv & {
  BENCH_DATABASE_URL?: string;
  BENCH_DATA_DIR?: string;
  BENCH_ORDER_COUNT: string;
  /** ISO time the orders end at, so the bench's date filters match the generated data. */
  BENCH_NOW: string;
};
