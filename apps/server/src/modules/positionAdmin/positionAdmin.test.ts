import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, flattenMenus, isMenuForAudience, type GetAuthorityMenuOutput, type PositionRights, type PositionSummary, type RoleKey } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditLog } from '../auditLog/index.ts';

let t: TestApp;
let admin: string;
let operatorToken: string;
let positions: PositionSummary[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  operatorToken = await t.login('demooper');
  positions = (await t.call<PositionSummary[]>('main', 'listPositions', {}, admin)).body;
});
afterAll(() => t.close());

const positionOf = (roleKey: RoleKey) => positions.find((p) => p.roleKey === roleKey)!;
const rightsOf = async (positionId: number) => (await t.call<PositionRights>('main', 'getPositionRights', { positionId }, admin)).body;
const authority = async (token: string) => (await t.call<GetAuthorityMenuOutput>('uc', 'getAuthorityMenu', {}, token)).body;
/** What a carrier's position can be granted: every carrier menu but the admin-only language screen. */
const carrierMenuIds = flattenMenus().filter((node) => isMenuForAudience(node, true) && !node.adminOnly).map((node) => node.id);
const menuIdsOf = (menu: GetAuthorityMenuOutput) => menu.authorityMenus.flatMap((m) => [m.menuId, ...m.childrenMenus.map((c) => c.menuId)]);

describe('listPositions and getPositionRights', () => {
  it('lists the default positions, stored under their role key, with how many users hold each', () => {
    expect(positions).toHaveLength(17);
    expect(positionOf('operator')).toMatchObject({ name: 'operator', kind: 'ordinary', userCount: 1 });
    expect(positionOf('administrator')).toMatchObject({ name: 'administrator', kind: 'management', userCount: 1 });
    expect(positionOf('cashier').userCount).toBe(1);
    expect(positionOf('reconciler').userCount).toBe(0);
  });

  it("answers every grantable menu and function with the position's settings, leaving out the admin-only language menu", async () => {
    const rights = await rightsOf(positionOf('operator').id);
    expect(rights.menus.map((m) => m.menuId)).toEqual(carrierMenuIds);
    expect(rights.menus.find((m) => m.menuId === '9_1')).toEqual({ menuId: '9_1', visible: true, usable: true });
    expect(rights.menus.find((m) => m.menuId === '8_1')).toEqual({ menuId: '8_1', visible: false, usable: false });
    expect(rights.functions.map((f) => f.functionKey)).not.toContain('language.edit');
    expect(rights.functions.filter((f) => f.usable).map((f) => f.functionKey)).toEqual(DEFAULT_ROLES.operator.functions);
  });

  it('refuses a staff member without position.view with 10021', async () => {
    expect((await t.call('main', 'listPositions', {}, operatorToken)).code).toBe(10021);
  });
});

describe('savePositionRights', () => {
  it("changes the operator's menus and functions at their next request", async () => {
    const before = await authority(operatorToken);
    expect(menuIdsOf(before)).not.toContain('8_1');
    const positionId = positionOf('operator').id;
    const saved = await t.call<PositionRights>('main', 'savePositionRights', {
      positionId,
      menus: [{ menuId: '8', visible: true, usable: true }, { menuId: '8_1', visible: true, usable: true }, { menuId: '9', visible: true, usable: true }, { menuId: '9_1', visible: true, usable: false }],
      functions: [{ functionKey: 'position.view', visible: true, usable: true }, { functionKey: 'position.edit', visible: true, usable: false }],
    }, admin);
    expect(saved.code).toBe(0);
    expect(saved.body.menus.find((m) => m.menuId === '10_1')).toEqual({ menuId: '10_1', visible: false, usable: false });

    const after = await authority(operatorToken);
    expect(menuIdsOf(after)).toEqual(['8', '8_1', '9', '9_1']);
    expect(after.authorityMenus[1].childrenMenus).toEqual([{ menuId: '9_1', haveAuthority: false, childrenMenus: [] }]);
    expect(after.authorityFunctions).toEqual([
      { functionKey: 'position.view', menuId: '8_1', visible: true, usable: true },
      { functionKey: 'position.edit', menuId: '8_1', visible: true, usable: false },
    ]);
    expect((await t.call('main', 'listPositions', {}, operatorToken)).code).toBe(0);
    expect((await t.call('main', 'savePosition', { name: 'x', kind: 'ordinary' }, operatorToken)).code).toBe(10021);
  });

  it('refuses unknown, admin-only, duplicated or hidden-but-usable rights and changes nothing', async () => {
    const positionId = positionOf('cashier').id;
    const before = await rightsOf(positionId);
    const save = (menus: unknown[], functions: unknown[] = []) => t.call('main', 'savePositionRights', { positionId, menus, functions }, admin);
    expect((await save([{ menuId: '99', visible: true, usable: true }])).body).toEqual({ field: 'menus.0.menuId', reason: 'invalidValue' });
    expect((await save([], [{ functionKey: 'order.unknown', visible: true, usable: true }])).body).toEqual({ field: 'functions.0.functionKey', reason: 'invalidValue' });
    expect((await save([{ menuId: '9_3', visible: true, usable: true }])).body).toEqual({ field: 'menus.0.menuId', reason: 'invalidValue' });
    expect((await save([], [{ functionKey: 'language.edit', visible: true, usable: true }])).body).toEqual({ field: 'functions.0.functionKey', reason: 'invalidValue' });
    expect((await save([{ menuId: '9_1', visible: true, usable: true }, { menuId: '9_1', visible: false, usable: false }])).body).toEqual({ field: 'menus.1', reason: 'invalidValue' });
    expect((await save([{ menuId: '9_1', visible: false, usable: true }])).body).toEqual({ field: 'menus.0.usable', reason: 'invalidValue' });
    expect(await rightsOf(positionId)).toEqual(before);
  });

  it('refuses demooper, who lacks position.edit, with 10021', async () => {
    expect((await t.call('main', 'savePositionRights', { positionId: positionOf('operator').id, menus: [], functions: [] }, operatorToken)).code).toBe(10021);
  });
});

describe('restorePositionDefault', () => {
  it("puts a default position's rights back and its staff hold them at once", async () => {
    const positionId = positionOf('operator').id;
    const restored = await t.call<PositionRights>('main', 'restorePositionDefault', { positionId }, admin);
    expect(restored.code).toBe(0);
    expect(restored.body.menus.filter((m) => m.visible).map((m) => m.menuId).sort()).toEqual(carrierMenuIds.filter((id) => (DEFAULT_ROLES.operator.menus as readonly string[]).includes(id)).sort());
    expect((await authority(operatorToken)).authorityFunctions.map((f) => f.functionKey)).toEqual(DEFAULT_ROLES.operator.functions);
    expect((await t.call('main', 'listPositions', {}, operatorToken)).code).toBe(10021);
  });

  it('refuses a position created by hand, which has no role to restore', async () => {
    const { body } = await t.call<{ id: number }>('main', 'savePosition', { name: 'Night shift', kind: 'ordinary' }, admin);
    expect((await t.call('main', 'restorePositionDefault', { positionId: body.id }, admin)).body).toEqual({ field: 'positionId', reason: 'invalidValue' });
    await t.call('main', 'deletePosition', { id: body.id }, admin);
  });

  it('refuses demooper with 10021', async () => {
    expect((await t.call('main', 'restorePositionDefault', { positionId: positionOf('operator').id }, operatorToken)).code).toBe(10021);
  });
});

describe('savePosition and deletePosition', () => {
  it('creates, renames and deletes a position; a new one grants nothing', async () => {
    const created = await t.call<{ id: number }>('main', 'savePosition', { name: '  Night shift ', kind: 'ordinary' }, admin);
    expect(created.code).toBe(0);
    const id = created.body.id;
    expect((await rightsOf(id)).menus.some((m) => m.visible)).toBe(false);
    expect((await t.call('main', 'savePosition', { id, name: 'Night lead', kind: 'management' }, admin)).code).toBe(0);
    const listed = (await t.call<PositionSummary[]>('main', 'listPositions', {}, admin)).body.find((p) => p.id === id);
    expect(listed).toEqual({ id, name: 'Night lead', roleKey: null, kind: 'management', userCount: 0 });
    expect((await t.call('main', 'deletePosition', { id }, admin)).code).toBe(0);
    expect((await t.call('main', 'getPositionRights', { positionId: id }, admin)).body).toEqual({ field: 'positionId', reason: 'notFound' });
  });

  it('refuses a name the company already uses, and bad names', async () => {
    expect((await t.call('main', 'savePosition', { name: 'operator', kind: 'ordinary' }, admin)).body).toEqual({ field: 'name', reason: 'invalidValue' });
    expect((await t.call('main', 'savePosition', { id: positionOf('cashier').id, name: 'operator', kind: 'ordinary' }, admin)).body).toEqual({ field: 'name', reason: 'invalidValue' });
    expect((await t.call('main', 'savePosition', { name: ' ', kind: 'ordinary' }, admin)).body).toMatchObject({ field: 'name', reason: 'required' });
    expect((await t.call('main', 'savePosition', { name: 'x'.repeat(41), kind: 'ordinary' }, admin)).body).toMatchObject({ field: 'name', reason: 'tooLong', max: 40 });
    expect((await t.call('main', 'savePosition', { name: 'Boss', kind: 'owner' }, admin)).body).toMatchObject({ field: 'kind', reason: 'invalidValue' });
  });

  it('keeps a name free for the same position (saving it unchanged) and the same name in another company', async () => {
    const cashier = positionOf('cashier');
    expect((await t.call('main', 'savePosition', { id: cashier.id, name: 'cashier', kind: 'ordinary' }, admin)).code).toBe(0);
    const other = await t.login('otheradmin');
    const created = await t.call<{ id: number }>('main', 'savePosition', { name: 'Night shift', kind: 'ordinary' }, other);
    const mine = await t.call<{ id: number }>('main', 'savePosition', { name: 'Night shift', kind: 'ordinary' }, admin);
    expect([created.code, mine.code]).toEqual([0, 0]);
    await t.call('main', 'deletePosition', { id: created.body.id }, other);
    await t.call('main', 'deletePosition', { id: mine.body.id }, admin);
  });

  it('logs the rights a deleted position granted, which go with it', async () => {
    const { body } = await t.call<{ id: number }>('main', 'savePosition', { name: 'Weekend desk', kind: 'ordinary' }, admin);
    const menus = [{ menuId: '9', visible: true, usable: true }, { menuId: '9_1', visible: true, usable: true }];
    await t.call('main', 'savePositionRights', { positionId: body.id, menus, functions: [] }, admin);
    expect((await t.call('main', 'deletePosition', { id: body.id }, admin)).code).toBe(0);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, String(body.id)), eq(auditLog.entity, 'position'), eq(auditLog.action, 'delete')));
    expect(row.changes).toEqual(expect.arrayContaining([
      { field: 'name', before: 'Weekend desk', after: null }, { field: 'visibleMenus', before: ['9', '9_1'], after: null }, { field: 'usableFunctions', before: [], after: null },
    ]));
  });

  it('refuses to delete a position users hold', async () => {
    expect((await t.call('main', 'deletePosition', { id: positionOf('operator').id }, admin)).body).toEqual({ field: 'id', reason: 'invalidValue' });
  });

  it('refuses demooper with 10021', async () => {
    expect((await t.call('main', 'deletePosition', { id: positionOf('cashier').id }, operatorToken)).code).toBe(10021);
  });
});

describe("another company's positions", () => {
  it('answer exactly like missing ones, for reading and for every change', async () => {
    const other = await t.login('otheradmin');
    const theirs = positionOf('cashier').id;
    const missing = 999_999;
    for (const id of [theirs, missing]) {
      expect((await t.call('main', 'getPositionRights', { positionId: id }, other)).body).toEqual({ field: 'positionId', reason: 'notFound' });
      expect((await t.call('main', 'savePositionRights', { positionId: id, menus: [], functions: [] }, other)).body).toEqual({ field: 'positionId', reason: 'notFound' });
      expect((await t.call('main', 'restorePositionDefault', { positionId: id }, other)).body).toEqual({ field: 'positionId', reason: 'notFound' });
      expect((await t.call('main', 'savePosition', { id, name: 'Taken over', kind: 'ordinary' }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
      expect((await t.call('main', 'deletePosition', { id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    }
    expect((await t.call<PositionSummary[]>('main', 'listPositions', {}, other)).body.map((p) => p.id)).not.toContain(theirs);
    expect((await rightsOf(theirs)).menus.some((m) => m.visible)).toBe(true);
  });
});
