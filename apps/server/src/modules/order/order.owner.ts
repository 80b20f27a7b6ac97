import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './order.table.ts';

/**
 * The cargo owner whose orders a customer's are: the owner the customer is linked to while it cooperates with the
 * customer's carrier (an active partnership; at most one per pair), else null. SQL, so each writer sets it inside its
 * own statement, whoever writes the order (entry, import, API, a copy).
 */
export function linkedOwnerOf(customerId: SQL): SQL {
  return sql`(select c.linked_owner_company_id from customers c
    join partnerships p on p.carrier_company_id = c.company_id and p.owner_company_id = c.linked_owner_company_id and p.status = 'active'
    where c.id = ${customerId})`;
}

/** An order's owner column as written: the owner the writer names (a cargo owner ordering), else the customer's. */
export const ownerColumnOf = (ownerCompanyId: SQL, customerId: SQL): SQL => sql`coalesce(${ownerCompanyId}, ${linkedOwnerOf(customerId)})`;

/**
 * Gives a customer's orders that belong to no owner to the owner it is now linked to in an active partnership (a
 * partnership starting, a customer linked): what an owner had from an earlier cooperation stays its own. Rare (a
 * partnership starts), so the company's orders are read on its index without one on the customer.
 */
export async function shareCustomerOrders(db: Db, companyId: number, customerId: number): Promise<void> {
  await db.update(orders).set({ ownerCompanyId: linkedOwnerOf(sql`${customerId}::int`) })
    .where(and(eq(orders.companyId, companyId), eq(orders.customerId, customerId), isNull(orders.ownerCompanyId), sql`${linkedOwnerOf(sql`${customerId}::int`)} is not null`));
}
