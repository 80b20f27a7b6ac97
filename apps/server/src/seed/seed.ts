import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { accounts, users, hashPassword } from '../modules/account/index.ts';
import { customers } from '../modules/customer/index.ts';
import { positions } from '../modules/position/index.ts';
import { companies } from '../modules/company/index.ts';
import { channels } from '../modules/channel/index.ts';
import { sites } from '../modules/site/index.ts';
import { staff } from '../modules/staff/index.ts';
import { seedCustomerGroups, seedCustomers } from './seed-customers.ts';
import { seedOrders } from './seed-orders.ts';
import { seedChannelSetup } from './seed-channels.ts';
import { seedFbaWarehouses } from '../modules/order/index.ts';
import { seedPartnerships } from '../modules/partner/index.ts';
import { seedAddresses } from '../modules/address/index.ts';
import { createCompany } from '../modules/registration/index.ts';
import { seedHistory } from './seed-history.ts';
import { seedPrintTemplates } from './seed-print.ts';
import { seedDemoPostcodes } from './seed-postcodes.ts';
import { seedReferenceData } from './seed-reference-data.ts';
import { seedRemoteAreas } from './seed-remote-areas.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedBlacklist } from './seed-blacklist.ts';
import { seedExchangeRates } from './seed-exchange-rates.ts';
import { seedFinanceDepts } from './seed-finance-depts.ts';
import { seedRateCards } from './seed-rate-cards.ts';
import { priceDemoOrders } from './seed-order-prices.ts';
import { seedRecharges } from './seed-recharges.ts';
import { seedBills } from './seed-bills.ts';
import { DEMO_CARRIERS, DEMO_ORDER_COUNTS, DEMO_OWNER, DEMO_PASSWORD, type DemoCarrier } from './seed-data.ts';

/**
 * Loads the demo data on first start (when there is no company yet). Answers whether it did. Given the server's file
 * storage, the demo files (a recharge's voucher) are stored there.
 */
export async function seedDemoData(db: Db, storage?: FileStorage): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedFbaWarehouses(tx);
    const owner = await createCompany(tx, DEMO_OWNER.company);
    for (const login of DEMO_OWNER.logins) {
      const accountId = await insertAccount(tx, login.account, passwordHash);
      await tx.insert(users).values({
        accountId, companyId: owner.company.id, userSourceType: 1, displayName: login.displayName, positionId: owner.positions.get(login.role),
      });
    }
    for (const [index, carrier] of DEMO_CARRIERS.entries()) {
      const companyId = await seedCarrier(tx, carrier, passwordHash, owner.company.id);
      await seedOrders(tx, { companyId, ownerCompanyId: owner.company.id, seed: index + 1, ...DEMO_ORDER_COUNTS[index] });
      await seedCustomers(tx, companyId, carrier.newCustomers, owner.company.id);
      await seedCustomerLogins(tx, companyId, carrier.customerLogins, passwordHash);
      await seedChannelSetup(tx, carrier.company.companyNo);
    }
    const [first, second] = DEMO_CARRIERS.map((carrier) => carrier.company.companyNo);
    await seedPartnerships(tx, first, DEMO_OWNER.company.companyNo, second);
    await seedAddresses(tx, first, DEMO_OWNER.company.companyNo);
    await seedPrintTemplates(tx, first, 'HY-DHL');
    await seedDemoPostcodes(tx, first);
    await seedReferenceData(tx, first);
    await seedRemoteAreas(tx, first);
    await seedCatalogue(tx, first);
    await seedBlacklist(tx, first);
    await seedExchangeRates(tx, first);
    await seedFinanceDepts(tx, first);
    await seedRateCards(tx, first);
    await priceDemoOrders(tx, first);
    await seedRecharges(tx, first, storage);
    await seedBills(tx, first);
    await seedHistory(tx);
  });
  return true;
}

/** Inserts the account, or answers the existing one: one account may hold identities in several companies. */
async function insertAccount(db: Db, account: { account: string; phone?: string; email?: string }, passwordHash: string): Promise<number> {
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account, account.account));
  if (existing) return existing.id;
  const [row] = await db.insert(accounts).values({ ...account, passwordHash }).returning({ id: accounts.id });
  return row.id;
}

async function seedCarrier(db: Db, carrier: DemoCarrier, passwordHash: string, ownerCompanyId: number): Promise<number> {
  const { company, positions } = await createCompany(db, carrier.company);
  const siteIds = new Map<string, number>();
  for (const site of carrier.sites) {
    const [row] = await db
      .insert(sites)
      .values({ ...site, companyId: company.id, parentId: site.parentCode ? siteIds.get(site.parentCode) : null })
      .returning({ id: sites.id });
    siteIds.set(site.code, row.id);
  }
  const headOffice = siteIds.get(carrier.sites[0].code)!;
  const staffIds = new Map<string, number>();
  for (const person of carrier.staff) {
    const [row] = await db
      .insert(staff)
      .values({ ...person, companyId: company.id, siteId: siteIds.get(person.siteCode ?? '') ?? headOffice, positionId: positions.get(person.role) })
      .returning({ id: staff.id });
    staffIds.set(person.code, row.id);
  }
  await seedCustomerGroups(db, company.id, carrier.customerGroups);
  await seedCustomers(db, company.id, carrier.customers, ownerCompanyId);
  await db.insert(channels).values(carrier.channels.map((c) => ({ ...c, companyId: company.id })));
  for (const login of carrier.logins) {
    const accountId = await insertAccount(db, login.account, passwordHash);
    await db.insert(users).values({
      accountId, companyId: company.id, userSourceType: 2, displayName: login.displayName, isAdmin: login.isAdmin,
      positionId: positions.get(login.role), staffId: login.staffCode ? staffIds.get(login.staffCode) : null,
    });
  }
  return company.id;
}

/** The customers' own logins, made as createCustomerLogin makes one: the VIP customer position, the customer's name. */
async function seedCustomerLogins(db: Db, companyId: number, logins: DemoCarrier['customerLogins'], passwordHash: string): Promise<void> {
  const [vip] = await db.select({ id: positions.id }).from(positions).where(and(eq(positions.companyId, companyId), eq(positions.roleKey, 'vipCustomer')));
  for (const login of logins) {
    const [customer] = await db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.code, login.customerCode)));
    const accountId = await insertAccount(db, login.account, passwordHash);
    await db.insert(users).values({ accountId, companyId, userSourceType: 1, displayName: customer.name, positionId: vip.id, customerId: customer.id });
  }
}
