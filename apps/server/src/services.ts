import type { ChannelUse, CreateOrderInput, OrderPriceStage, ResultCode } from '@parcelflow/contract';
import { findChannelUse } from './channel-use.ts';
import type { Database, Db } from './db/client.ts';
import type { Caller } from './envelope/command.ts';
import { customerCallRefusal } from './modules/customer/index.ts';
import { combineFileGuards, type FileGuard } from './modules/file/index.ts';
import type { Notifier } from './modules/notify/index.ts';
import { settleOrders, type SettleOptions } from './modules/ledger/index.ts';
import { shareCustomerOrders } from './modules/order/index.ts';
import { pricingOfNewOrder, repriceOrders, type NewOrderParty, type NewOrderPricing } from './modules/price/index.ts';
import { templateImageAccess } from './modules/printTemplate/index.ts';
import { voucherAccess } from './modules/recharge/index.ts';
import { findActivePartnerOf } from './modules/partner/index.ts';
import { hashToken } from './modules/security/index.ts';
import { CALLER_EVICT_CHANNEL, CallerCache, createEvictionBarrier, loadCaller } from './modules/session/index.ts';
import type { CountSiteHolders } from './modules/site/index.ts';
import { countSiteHolders } from './site-holders.ts';
import type { UseWorker } from './tasks/worker-pool.ts';

export type Services = {
  notifier: Notifier;
  /** The caller behind a token hash, cached briefly. */
  resolveCaller: (tokenHash: string) => Promise<Caller | null>;
  /** Drops cached callers in this copy and every other ("user:<id>", "position:<id>", "all"...). */
  evictCallers: (message: string) => Promise<void>;
  /** What the database holds for a session token. */
  hashToken: (token: string) => string;
  /** Why a customer's login may not call a command (needsGrant: the command needs a function its group grants), or null. */
  customerCallRefusal: (db: Db, customerId: number, command: string, needsGrant: boolean) => Promise<Exclude<ResultCode, 0> | null>;
  /** What uses a channel (segments, agreements, order rules, orders: modules above the channel's), or null when nothing does. */
  findChannelUse: (db: Db, channelId: number) => Promise<ChannelUse | null>;
  /** How many staff and customers each site holds (modules above the site's). */
  countSiteHolders: CountSiteHolders;
  /** The customer's active partnership (its owner company's number), if any: a partnership keeps the customer from deletion. */
  findActivePartnerOf: (db: Db, customerId: number) => Promise<{ id: number; companyNo: string } | undefined>;
  /** Gives the customer's orders that belong to no owner to the owner it is now linked to (the order module's rows). */
  shareCustomerOrders: (db: Db, companyId: number, customerId: number) => Promise<void>;
  /**
   * Prices an order before createOrder writes it (price module, above the order's): its part of the order's read before
   * the write, then from what was read the insert of its 'created' prices as a part of the order's one statement,
   * given the statement's relation holding the new id.
   */
  pricingOfNewOrder: (db: Db, party: NewOrderParty, input: CreateOrderInput) => NewOrderPricing;
  /** Re-prices stored orders at a stage (an edit, an audit) in the caller's transaction (price module). */
  repriceOrders: (db: Db, orderIds: readonly number[], stage: OrderPriceStage, userId: number | null) => Promise<void>;
  /**
   * Brings the orders' charges and reservations in line with their status and price (ledger module), in the caller's
   * transaction; when auditing, refuses with 60001 or 60002 what the balance or credit limit does not cover.
   */
  settleOrders: (db: Db, orderIds: readonly number[], options: SettleOptions) => Promise<unknown>;
  /** A worker thread for a command's heavy work (a label preview), so the request loop only waits on it. */
  useWorker: UseWorker;
  /**
   * Which files beyond his own the caller may read (file/fileDownload, Bulkdownload, a label layout's images): the
   * guards of the modules above the file module, as one (a refusal wins over a grant). A recharge's voucher only by
   * whoever sees the recharge, its guard deciding even for the user who uploaded it (recharge); an image placed in a
   * print template of the caller's company by its staff holding printTemplate.view (printTemplate). Any other file only
   * its owner reads, the user who uploaded or made it.
   */
  guardedFileAccess: FileGuard;
};

export async function createServices(database: Database, overrides: Partial<Services> & Pick<Services, 'useWorker'>): Promise<Services> {
  // Copies sharing PostgreSQL: a cached caller is served only once this copy has heard the others' evictions.
  const barrier = database.kind === 'postgres'
    ? createEvictionBarrier((marker) => database.notify(CALLER_EVICT_CHANNEL, marker), () => console.warn('Caller cache bypassed: eviction notifications are not arriving'))
    : undefined;
  const cache = new CallerCache((tokenHash) => loadCaller(database.db, tokenHash), barrier?.wait);
  await database.listen(CALLER_EVICT_CHANNEL, (message) => {
    if (!barrier?.heard(message)) cache.evict(message);
  });
  return {
    // No provider: notices stay in the outbox (buildApp passes the configured one).
    notifier: {},
    resolveCaller(tokenHash) {
      return cache.resolve(tokenHash);
    },
    async evictCallers(message) {
      cache.evict(message);
      await database.notify(CALLER_EVICT_CHANNEL, message);
    },
    hashToken,
    customerCallRefusal,
    findChannelUse,
    countSiteHolders,
    findActivePartnerOf,
    shareCustomerOrders,
    pricingOfNewOrder,
    repriceOrders,
    settleOrders,
    guardedFileAccess: combineFileGuards(voucherAccess, templateImageAccess),
    ...overrides,
  };
}
