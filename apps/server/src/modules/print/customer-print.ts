import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { CommandError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../order/index.ts';
import { customerPrintRules } from '../printTemplate/index.ts';

/**
 * A customer's login prints its own transfer labels only where the carrier allowed it: every order must be the
 * customer's and covered by an enabled print rule of the customer with mayPrintTransferLabel, for the order's channel
 * or for every channel; the first that is not is 10021 naming it. Staff are not asked (their functions decide).
 */
export async function assertCustomerMayPrint(db: Db, caller: { companyId: number; customerId: number | null }, rows: OrderRow[]): Promise<void> {
  const { customerId } = caller;
  if (!customerId) return;
  const channelIds = [...new Set(rows.map((row) => row.channelId))];
  const allowed = await db.select({ channelId: customerPrintRules.channelId }).from(customerPrintRules).where(and(
    eq(customerPrintRules.companyId, caller.companyId), eq(customerPrintRules.customerId, customerId), eq(customerPrintRules.enabled, true),
    eq(customerPrintRules.mayPrintTransferLabel, true), or(isNull(customerPrintRules.channelId), inArray(customerPrintRules.channelId, channelIds)),
  ));
  const everyChannel = allowed.some((rule) => rule.channelId === null);
  const channels = new Set(allowed.map((rule) => rule.channelId));
  const refused = rows.find((row) => row.customerId !== customerId || !(everyChannel || channels.has(row.channelId)));
  if (refused) throw new CommandError(10021, { orderNo: refused.orderNo });
}
