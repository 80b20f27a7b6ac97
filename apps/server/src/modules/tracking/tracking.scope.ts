import { and, eq, type SQL } from 'drizzle-orm';
import type { Caller } from '../../envelope/command.ts';
import { orders } from '../order/index.ts';

/** The orders a caller sees: a carrier its company's (a customer's login only that customer's), a cargo owner its own (ownerCompanyId). */
export function visibleOrders(caller: Pick<Caller, 'companyId' | 'companyKind'> & { customerId?: number | null }): SQL {
  if (caller.companyKind === 'cargoOwner') return eq(orders.ownerCompanyId, caller.companyId);
  return caller.customerId ? and(eq(orders.companyId, caller.companyId), eq(orders.customerId, caller.customerId))! : eq(orders.companyId, caller.companyId);
}
