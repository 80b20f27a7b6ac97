import { eq } from 'drizzle-orm';
import type { ChannelUse } from '@parcelflow/contract';
import type { Db } from './db/client.ts';
import { customerOrderRules } from './modules/customerOrderRule/index.ts';
import { numberSegments, orders } from './modules/order/index.ts';
import { priceLevelRules } from './modules/priceLevel/index.ts';
import { rateCards } from './modules/rateCard/index.ts';
import { transAgreementChannels } from './modules/transAgreement/index.ts';

/** What uses the channel, cheapest checks first (orders have no channel index: read last, stopping at the first row). */
export async function findChannelUse(db: Db, channelId: number): Promise<ChannelUse | null> {
  const uses: [ChannelUse, () => Promise<unknown[]>][] = [
    ['segments', () => db.select({ id: numberSegments.id }).from(numberSegments).where(eq(numberSegments.channelId, channelId)).limit(1)],
    ['agreements', () => db.select({ id: transAgreementChannels.agreementId }).from(transAgreementChannels).where(eq(transAgreementChannels.channelId, channelId)).limit(1)],
    ['orderRules', () => db.select({ id: customerOrderRules.id }).from(customerOrderRules).where(eq(customerOrderRules.channelId, channelId)).limit(1)],
    ['rateCards', () => db.select({ id: rateCards.id }).from(rateCards).where(eq(rateCards.channelId, channelId)).limit(1)],
    ['priceLevels', () => db.select({ id: priceLevelRules.levelId }).from(priceLevelRules).where(eq(priceLevelRules.channelId, channelId)).limit(1)],
    ['orders', () => db.select({ id: orders.id }).from(orders).where(eq(orders.channelId, channelId)).limit(1)],
  ];
  for (const [use, read] of uses) if ((await read()).length) return use;
  return null;
}
