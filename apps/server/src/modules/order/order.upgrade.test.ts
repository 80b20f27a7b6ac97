import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { createEmptyDatabase } from '../../test/harness.ts';
import { migrateUpTo } from '../../test/migrate-up-to.ts';
import { companies } from '../company/company.table.ts';
import { orders } from './order.table.ts';

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
`;

describe('an existing database upgraded (0016)', () => {
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let database: Database;
  beforeAll(async () => {
    empty = await createEmptyDatabase();
    await migrateUpTo(empty, '0015_outbox_delivery', FIXTURE);
    database = await openDatabase(empty);
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
});
