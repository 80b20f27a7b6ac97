import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, type PositionRights, type PositionSummary } from '@parcelflow/contract';
import { type Database, type Db } from '../../db/client.ts';
import { openServerDatabase } from '../../database.ts';
import { createEmptyDatabase, createTestApp, type TestApp } from '../../test/harness.ts';
import { migrateUpTo } from '../../test/migrate-up-to.ts';
import { auditLog } from '../auditLog/index.ts';
import { companies } from '../company/index.ts';
import { defaultRightKeys, positionRights, positions } from '../position/index.ts';
import { grantNewDefaultRights } from './grant-defaults.ts';

/** Inserts a position holding `rights` (`menu:<id>` / `function:<key>`), as code of an older release made it. */
const positionSql = (companyNo: string, roleKey: string, rights: string[]) => `
  WITH p AS (INSERT INTO positions (company_id, name, role_key, kind)
    SELECT id, '${roleKey}', '${roleKey}', 'management' FROM companies WHERE company_no = '${companyNo}' RETURNING id)
  INSERT INTO position_rights (position_id, right_kind, right_key)
    SELECT p.id, split_part(r, ':', 1), split_part(r, ':', 2) FROM p, unnest(ARRAY[${rights.map((r) => `'${r}'`).join(', ')}]) AS r;`;

const FIXTURE = [
  `INSERT INTO companies (company_no, kind, name_cn) VALUES ('OLDCO', 'carrier', '老公司'), ('NEWCO', 'carrier', '新公司');`,
  // OLDCO was made before 0009: its positions hold none of the enterprise rights; an administrator took order.delete from the operator.
  positionSql('OLDCO', 'personnelAdministrationHead', ['menu:9', 'menu:9_1', 'menu:1', 'menu:1_2', 'menu:8', 'menu:8_1', 'function:position.view', 'function:position.edit']),
  positionSql('OLDCO', 'operator', ['menu:9', 'menu:9_1', 'menu:1', 'menu:1_2', 'function:order.view', 'function:order.create']),
  // NEWCO was made by the enterprise release, and since then an administrator took address.edit and site.view away.
  positionSql('NEWCO', 'operator', ['menu:9', 'menu:9_1', 'menu:1', 'menu:1_2', 'menu:9_6', 'function:order.view', 'function:address.view']),
  positionSql('NEWCO', 'personnelAdministrationHead', ['menu:8', 'menu:8_4', 'function:position.view', 'function:staff.view', 'function:staff.edit']),
].join('\n');

describe('an existing database upgraded (0014 and grantNewDefaultRights at start-up)', () => {
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let database: Database;
  beforeAll(async () => {
    empty = await createEmptyDatabase();
    await migrateUpTo(empty, '0013_channels_agreements_rules_limits', FIXTURE);
    database = await openServerDatabase(empty);
  });
  afterAll(async () => {
    await database?.close();
    await empty?.drop();
  });

  const positionOf = async (companyNo: string, roleKey: string) => {
    const [row] = await database.db.select({ id: positions.id, offered: positions.offeredDefaults }).from(positions)
      .innerJoin(companies, eq(companies.id, positions.companyId)).where(and(eq(companies.companyNo, companyNo), eq(positions.roleKey, roleKey)));
    const rights = await database.db.select().from(positionRights).where(eq(positionRights.positionId, row.id));
    return { ...row, rights: rights.map((r) => `${r.rightKind}:${r.rightKey}`) };
  };

  it('gives positions made before the enterprise pages their new default rights, the head of personnel its sites, staff and log', async () => {
    const head = await positionOf('OLDCO', 'personnelAdministrationHead');
    expect(head.rights).toEqual(expect.arrayContaining([
      'menu:8_3', 'menu:8_4', 'menu:9_5', 'function:site.view', 'function:staff.view', 'function:staff.edit', 'function:auditLog.view',
    ]));
    // Nothing is taken away: the order pages an earlier default showed stay until an administrator removes them.
    expect(head.rights).toContain('menu:1_2');
    expect(head.offered).toEqual(expect.arrayContaining(defaultRightKeys('personnelAdministrationHead')));
    const operator = await positionOf('OLDCO', 'operator');
    expect(operator.rights).toEqual(expect.arrayContaining(['menu:9_6', 'function:address.view', 'function:address.edit']));
  });

  it('never gives back a right an administrator took away, of an earlier release or of the enterprise one', async () => {
    expect((await positionOf('OLDCO', 'operator')).rights).not.toContain('function:order.delete');
    expect((await positionOf('NEWCO', 'operator')).rights).not.toContain('function:address.edit');
    expect((await positionOf('NEWCO', 'personnelAdministrationHead')).rights).not.toContain('function:site.view');
  });

  it('logs each grant in its company by nobody, and grants nothing on the next start', async () => {
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'grantDefaults'));
    const operator = await positionOf('OLDCO', 'operator');
    // NEWCO's operator, made by the enterprise release, gains the printing rights of a later one (issue 14).
    expect(rows.map((row) => row.entityLabel).sort()).toEqual(['operator', 'operator', 'personnelAdministrationHead']);
    const operatorRow = rows.find((row) => row.entityId === String(operator.id))!;
    expect(operatorRow).toMatchObject({ userId: null, userNo: '', entity: 'position' });
    expect(operatorRow.changes.find((change) => change.field === 'usableFunctions')).toEqual({
      field: 'usableFunctions', before: ['order.view', 'order.create'],
      after: ['order.view', 'order.create', 'order.print', 'order.scanPrint', 'address.view', 'address.edit'],
    });
    expect(await grantNewDefaultRights(database.db)).toBe(0);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 'grantDefaults'))).toHaveLength(3);
  });
});

describe('positions of a running company', () => {
  let t: TestApp;
  let admin: string;
  let list: PositionSummary[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('demoadmin');
    list = (await t.call<PositionSummary[]>('main', 'listPositions', {}, admin)).body;
  });
  afterAll(() => t.close());

  const db = () => t.database.db as Db;
  const idOf = (roleKey: string) => list.find((p) => p.roleKey === roleKey)!.id;
  const usable = async (positionId: number) =>
    (await t.call<PositionRights>('main', 'getPositionRights', { positionId }, admin)).body.functions.filter((f) => f.usable).map((f) => f.functionKey);
  /** What a position would look like had its role gained `keys` after the company was made. */
  const forgetOffered = async (positionId: number, keys: string[]) => {
    const [row] = await db().select({ offered: positions.offeredDefaults }).from(positions).where(eq(positions.id, positionId));
    await db().update(positions).set({ offeredDefaults: row.offered.filter((key) => !keys.includes(key)) }).where(eq(positions.id, positionId));
  };

  it('a new company has been given every default, so a start grants nothing', async () => {
    expect(await grantNewDefaultRights(db())).toBe(0);
  });

  it('grants a default the role gained later once, and not again after an administrator takes it away', async () => {
    const positionId = idOf('personnelAdministrationHead');
    const saveWithout = (functionKeys: string[]) => t.call('main', 'savePositionRights', {
      positionId,
      menus: DEFAULT_ROLES.personnelAdministrationHead.menus.map((menuId) => ({ menuId, visible: true, usable: true })),
      functions: DEFAULT_ROLES.personnelAdministrationHead.functions.filter((key) => !functionKeys.includes(key)).map((functionKey) => ({ functionKey, visible: true, usable: true })),
    }, admin);
    expect((await saveWithout(['site.view'])).code).toBe(0);
    await forgetOffered(positionId, ['function:site.view']);
    expect(await grantNewDefaultRights(db())).toBe(1);
    expect(await usable(positionId)).toContain('site.view');

    expect((await saveWithout(['site.view'])).code).toBe(0);
    expect(await grantNewDefaultRights(db())).toBe(0);
    expect(await usable(positionId)).not.toContain('site.view');
  });

  it('restore-default gives every default and counts them as given', async () => {
    const positionId = idOf('operator');
    await forgetOffered(positionId, ['function:address.edit']);
    expect((await t.call('main', 'restorePositionDefault', { positionId }, admin)).code).toBe(0);
    const [row] = await db().select({ offered: positions.offeredDefaults }).from(positions).where(eq(positions.id, positionId));
    expect(row.offered).toEqual(expect.arrayContaining(defaultRightKeys('operator')));
    expect(await grantNewDefaultRights(db())).toBe(0);
  });
});
