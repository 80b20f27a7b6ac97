import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';

/** A valid receive order for tests; ids are looked up by code in the company. */
export async function orderInputFor(db: Db, companyId: number, customerCode = 'C0002', channelCode = 'HY-DHL') {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.companyId, companyId), eq(customers.code, customerCode)));
  const [channel] = await db.select({ id: channels.id }).from(channels).where(and(eq(channels.companyId, companyId), eq(channels.code, channelCode)));
  return {
    kind: 'receive', customerId: customer.id, channelId: channel.id, goodsType: 'general', itemName: 'Phone cases', pieces: 2, weight: 3.5,
    packingType: 'WPX', paymentMethod: 'PP', declaredValue: 40, declaredCurrency: 'USD',
    boxes: [{ boxNo: 'B1', quantity: 2, weight: 3.5, length: 30, width: 20, height: 10 }],
    receiver: { name: 'John Smith', phone: '+1 555 0100', country: 'US', city: 'Los Angeles', address1: '1 Main St' },
    sender: { name: 'Li Lei', phone: '0755-1234', country: 'CN', city: 'Shenzhen', address1: 'Keyuan Rd 1' },
    invoiceLines: [],
  };
}
