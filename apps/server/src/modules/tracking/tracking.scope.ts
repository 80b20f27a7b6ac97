import { eq, type SQL } from 'drizzle-orm';
import type { Caller } from '../../envelope/command.ts';
import { orders } from '../order/order.table.ts';

/** The orders a caller sees: a carrier its company's, a cargo owner its own (ownerCompanyId). */
export function visibleOrders(caller: Pick<Caller, 'companyId' | 'companyKind'>): SQL {
  return caller.companyKind === 'cargoOwner' ? eq(orders.ownerCompanyId, caller.companyId) : eq(orders.companyId, caller.companyId);
}
