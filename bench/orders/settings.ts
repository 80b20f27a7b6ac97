/** The demo carrier whose orders the bench generates; demoadmin is its administrator. */
export const BENCH_COMPANY_NO = 'HYEXP';
export const BENCH_ACCOUNT = 'demoadmin';
