import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../db/client.ts';
import { openServerDatabase } from '../../database.ts';
import { createEmptyDatabase } from '../../test/harness.ts';
import { migrateUpTo } from '../../test/migrate-up-to.ts';
import { companies } from '../company/index.ts';
import { orders, trackingEvents } from './order.table.ts';

/** Orders as a server before 0016 left them: only those a cargo owner entered itself name it. */
const FIXTURE = `
  INSERT INTO companies (company_no, kind, name_cn) VALUES ('UPCAR', 'carrier', '升级承运商'), ('UPOWN', 'cargoOwner', '现货主'), ('UPOLD', 'cargoOwner', '旧货主');
  INSERT INTO customer_groups (company_id, name, is_default) SELECT id, '默认组', true FROM companies WHERE company_no = 'UPCAR';
  INSERT INTO customers (company_id, code, name, settlement_type, attribute, address, group_id, linked_owner_company_id)
    SELECT c.id, v.code, v.code, 'monthly', 'direct', '深圳', g.id, o.id
    FROM companies c JOIN customer_groups g ON g.company_id = c.id
    CROSS JOIN (VALUES ('LINKED', 'UPOWN'), ('UNLINKED', NULL), ('NOPARTNER', 'UPOLD')) AS v(code, owner)
    LEFT JOIN companies o ON o.company_no = v.owner
    WHERE c.company_no = 'UPCAR';
  -- LINKED cooperates with UPOWN; NOPARTNER was linked to UPOLD in the customer form, their cooperation ended.
  INSERT INTO partnerships (carrier_company_id, owner_company_id, customer_id, status)
    SELECT cu.company_id, cu.linked_owner_company_id, cu.id, CASE cu.code WHEN 'LINKED' THEN 'active' ELSE 'dissolved' END
    FROM customers cu WHERE cu.linked_owner_company_id IS NOT NULL;
  INSERT INTO channels (company_id, code, name_cn, transport_class) SELECT id, 'UP-DHL', 'DHL', 'express' FROM companies WHERE company_no = 'UPCAR';
  INSERT INTO orders (company_id, owner_company_id, kind, status, order_no, customer_no, customer_id, channel_id, country, goods_type, item_name, pieces, weight, packing_type, payment_method, receiver, sender)
    SELECT cu.company_id, (SELECT id FROM companies WHERE company_no = v.owner), 'receive', 'toBeAudited', 'PF' || v.no, v.no, cu.id, ch.id, 'US', 'general', 'Mug', 1, 1, 'WPX', 'PP', '{}', '{}'
    FROM (VALUES ('KEYED', 'LINKED', NULL), ('EARLIER', 'LINKED', 'UPOLD'), ('OTHER', 'UNLINKED', NULL), ('ENDED', 'NOPARTNER', NULL)) AS v(no, customer, owner)
    JOIN customers cu ON cu.code = v.customer JOIN channels ch ON ch.code = 'UP-DHL';
  INSERT INTO accounts (account, password_hash) VALUES ('upclerk', 'x');
  INSERT INTO users (account_id, company_id, user_source_type, display_name)
    SELECT a.id, c.id, 2, '文员' FROM accounts a, companies c WHERE a.account = 'upclerk' AND c.company_no = 'UPCAR';
  -- Events as they were written: the demo's English scans (no user), actions' names and reasons, and a clerk's own words.
  INSERT INTO tracking_events (order_id, occurred_at, status, description, created_by)
    SELECT o.id, now(), v.status, v.description, CASE WHEN v.clerk THEN (SELECT id FROM users WHERE display_name = '文员') END
    FROM orders o, (VALUES
      ('toShip', 'Received at the warehouse and weighed', false), ('note', 'Re-weighed: within 50 g of the declared weight', false),
      ('checkingOut', 'Export declaration lodged', false),
      ('toShip', 'auditPass', true), ('cancelled', 'cancel: 客户撤回: 改日再发', true),
      ('note', 'Export declaration lodged', true), ('note', '仓库已称重', true)
    ) AS v(status, description, clerk)
    WHERE o.customer_no = 'KEYED';
`;

describe('an existing database upgraded (0016, 0019)', () => {
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let database: Database;
  beforeAll(async () => {
    empty = await createEmptyDatabase();
    await migrateUpTo(empty, '0015_outbox_delivery', FIXTURE);
    database = await openServerDatabase(empty);
  });
  afterAll(async () => {
    await database?.close();
    await empty?.drop();
  });

  it("gives the owner the orders its carrier keyed in for the customer linked to it, and leaves every other order's owner", async () => {
    const names = new Map((await database.db.select().from(companies)).map((company) => [company.id, company.companyNo]));
    const rows = await database.db.select({ no: orders.customerNo, owner: orders.ownerCompanyId }).from(orders).orderBy(asc(orders.customerNo));
    expect(rows.map(({ no, owner }) => [no, owner === null ? null : names.get(owner)])).toEqual([
      ['EARLIER', 'UPOLD'], ['ENDED', null], ['KEYED', 'UPOWN'], ['OTHER', null],
    ]);
  });

  it("words the system's tracking events as codes and parameters, and keeps what a clerk typed", async () => {
    const events = await database.db.select({ status: trackingEvents.status, code: trackingEvents.code, params: trackingEvents.params, description: trackingEvents.description })
      .from(trackingEvents).orderBy(asc(trackingEvents.id));
    expect(events).toEqual([
      { status: 'toShip', code: 'warehouseReceived', params: {}, description: '' },
      { status: 'toShip', code: 'reweighed', params: {}, description: '' },
      { status: 'checkingOut', code: 'exportDeclared', params: {}, description: '' },
      { status: 'toShip', code: 'auditPass', params: {}, description: '' },
      { status: 'cancelled', code: 'cancel', params: { reason: '客户撤回: 改日再发' }, description: '' },
      { status: 'note', code: null, params: {}, description: 'Export declaration lodged' },
      { status: 'note', code: null, params: {}, description: '仓库已称重' },
    ]);
  });
});
