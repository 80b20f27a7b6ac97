import type { Database } from '@parcelflow/server/src/db/client.ts';
import { addBillableMonth } from '@parcelflow/server/src/modules/bill/bill.fixture.ts';

export const BILLED_CUSTOMERS = 500;
const ORDERS_PER_CUSTOMER = 200;

/**
 * A month of work to bill: 500 monthly customers with 200 orders each audited on `day` (the 10th of last month), each
 * priced in RMB with its breakdown and holding its reservation, as a month of audits leaves them. Answers the orders.
 */
export async function fillBillableMonth(database: Database, companyNo: string, day: Date): Promise<number> {
  const month = await addBillableMonth(database.db, companyNo, BILLED_CUSTOMERS, ORDERS_PER_CUSTOMER, day);
  for (const table of ['orders', 'order_prices', 'order_reservations', 'cash_accounts']) await database.db.execute(`vacuum (analyze) ${table}`);
  return month.orders;
}
