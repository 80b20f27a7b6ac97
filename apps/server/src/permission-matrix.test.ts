import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_KEYS, functionsForAudience, type FunctionKey } from '@parcelflow/contract';
import { allCommands } from './commands.ts';
import type { CommandDef } from './envelope/command.ts';
import { accounts, users } from './modules/account/index.ts';
import { createTestApp, type TestApp } from './test/harness.ts';
import { ISOLATION_CASES } from './test/tenant-isolation.cases.ts';
import { createTenantRecords, findOwnRecords, snapshotTenant, type OwnRecords, type TenantRecords } from './test/tenant-records.ts';

/** Commands anyone may call without a session. A new public command must be added here on purpose. */
const PUBLIC_COMMANDS = [
  'main/getLanguageTexts', 'main/publicPriceQuery', 'main/publicTracking',
  'uc/checkResetCode', 'uc/getApiLoginInfo', 'uc/getCarrierLoginInfo', 'uc/resetPassword', 'uc/selectCompanyNoAndRecord',
  'uc/sendRegisterCode', 'uc/sendResetCode', 'uc/userLogin', 'uc/userRegister',
];

const nameOf = (def: CommandDef) => `${def.service}/${def.command}`;
const isFunctionKey = (permission: string): permission is FunctionKey => (FUNCTION_KEYS as string[]).includes(permission);
const needingFunction = allCommands.filter((def) => isFunctionKey(def.permission));
const ownerFunctions = new Set<string>(functionsForAudience(false));
const carrierOnly = needingFunction.filter((def) => !ownerFunctions.has(def.permission));
const asCases = (defs: CommandDef[]) => defs.map((def) => [`${nameOf(def)} (${def.permission})`, def] as const);

let t: TestApp;
let carrierA: string;
let carrierB: string;
beforeAll(async () => {
  t = await createTestApp();
  carrierA = await t.login('demoadmin');
  carrierB = await t.login('otheradmin');
});
afterAll(() => t.close());

/** A staff login of carrier A in a new position granted exactly these functions, created as a company admin would. */
async function loginWithFunctions(account: string, functions: FunctionKey[]): Promise<string> {
  const call = async (command: string, body: unknown) => {
    const answer = await t.call<{ id: number }>('main', command, body, carrierA);
    if (answer.code !== 0) throw new Error(`${command}: ${answer.code} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const { id: positionId } = await call('savePosition', { name: `仅 ${functions.length} 项权限 ${account}`, kind: 'ordinary' });
  const grants = functions.map((functionKey) => ({ functionKey, visible: true, usable: true }));
  await call('savePositionRights', { positionId, menus: [], functions: grants });
  const { id: staffId } = await call('saveStaff', { code: account.toUpperCase(), name: account, gender: 'female', status: 'inPost', positionId });
  await call('createStaffLogin', { staffId, account, password: 'Start2026' });
  return t.login(account, 'Start2026');
}

describe('every command declares what it needs', () => {
  it('declares public, session or a known function key', () => {
    const known = new Set<string>(['public', 'session', ...FUNCTION_KEYS]);
    for (const def of allCommands) expect(known, nameOf(def)).toContain(def.permission);
  });

  it('is public only when on the allowlist', () => {
    expect(allCommands.filter((def) => def.permission === 'public').map(nameOf).sort()).toEqual(PUBLIC_COMMANDS);
  });
});

describe('a caller without a session', () => {
  it.each(asCases(allCommands.filter((def) => def.permission !== 'public')))('is refused %s with 404', async (_name, def) => {
    expect((await t.call(def.service, def.command, {})).code).toBe(404);
  });
});

describe('a user whose position grants no function', () => {
  let rightless: string;
  beforeAll(async () => {
    rightless = await loginWithFunctions('norights1', []);
  });

  it('still holds a working session', async () => {
    expect((await t.call('uc', 'getUserInfo', {}, rightless)).code).toBe(0);
  });

  // The permission check runs before input validation, so an empty body is refused, not reported invalid.
  it.each(asCases(needingFunction))('is refused %s with 10021', async (_name, def) => {
    expect(await t.call(def.service, def.command, {}, rightless)).toMatchObject({ code: 10021, body: { permission: def.permission } });
  });
});

describe('a user whose position grants one function', () => {
  it('passes the check for that function and is refused every other one', async () => {
    const siteViewer = await loginWithFunctions('siteview1', ['site.view']);
    for (const def of needingFunction) {
      const { code } = await t.call(def.service, def.command, {}, siteViewer);
      if (def.permission === 'site.view') expect(code, nameOf(def)).not.toBe(10021);
      else expect(code, nameOf(def)).toBe(10021);
    }
  });
});

describe('the operator typing an admin URL', () => {
  let operator: string;
  beforeAll(async () => {
    operator = await t.login('demooper');
  });

  // The commands behind the pages an operator holds no function of: sites, the audit log, invites and languages.
  it.each([
    ['listSites', {}], ['listSiteOptions', {}], ['listAuditLog', {}], ['listInvites', {}],
  ])('the operator\'s %s command refuses (10021)', async (command, body) => {
    expect((await t.call('main', command, body, operator)).code).toBe(10021);
  });

  it("the operator's language command refuses (the screen is an administrator's; no position can be given it)", async () => {
    const save = { locale: 'zh-CN', key: 'menu.partner', value: '合作伙伴' };
    expect((await t.call('main', 'saveLanguageText', save, operator)).code).toBe(10021);
    expect((await t.call('main', 'resetLanguageText', { locale: 'zh-CN', key: 'menu.partner' }, operator)).code).toBe(10021);
    expect((await t.call('main', 'saveLanguageText', save, carrierA)).code).toBe(0);
  });

  it('lists sites for the pickers only to holders of a site, staff or customer function', async () => {
    expect((await t.call('main', 'listSiteOptions', {}, await loginWithFunctions('staffview1', ['staff.view']))).code).toBe(0);
    expect((await t.call('main', 'listSiteOptions', {}, await loginWithFunctions('orderonly1', ['order.view']))).code).toBe(10021);
  });
});

describe('a cargo owner administrator', () => {
  let ownerAdmin: string;
  beforeAll(async () => {
    // No command promotes a user to administrator; the seed has none for the cargo owner, so set it here.
    const [{ id: accountId }] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account, 'demoowner'));
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.accountId, accountId));
    ownerAdmin = await t.login('demoowner');
  });

  it('holds the functions of its own audience', async () => {
    expect((await t.call('main', 'listPartners', {}, ownerAdmin)).code).toBe(0);
  });

  it.each(asCases(carrierOnly))('is refused carrier-only %s with 10021', async (_name, def) => {
    expect((await t.call(def.service, def.command, {}, ownerAdmin)).code).toBe(10021);
  });
});

describe("carrier B calling with carrier A's ids", () => {
  let theirs: TenantRecords;
  let mine: OwnRecords;
  let before: Record<string, unknown>;
  beforeAll(async () => {
    theirs = await createTenantRecords(t, carrierA);
    mine = await findOwnRecords(t, carrierB);
    before = await snapshotTenant(t, carrierA, theirs);
  });

  it.each(ISOLATION_CASES.map((c) => [`${c.command} (${c.what})`, c] as const))('%s answers as missing', async (_name, c) => {
    const call = (token: string) => t.call<{ list?: unknown[] }>(c.service ?? 'main', c.command, c.body(theirs, mine), token);
    if (c.expected === 'emptyList') {
      // A's own answer lists the record, so B's empty one is isolation and not an empty filter.
      const own = await call(carrierA);
      expect(own.code).toBe(0);
      expect(own.body.list?.length).toBeGreaterThan(0);
      expect(await call(carrierB)).toMatchObject({ code: 0, body: { list: [] } });
    } else {
      expect(await call(carrierB)).toMatchObject(c.expected);
    }
  });

  it("leaves every record of A as it was", async () => {
    const after = await snapshotTenant(t, carrierA, theirs);
    for (const kind of Object.keys(before)) expect(after[kind], kind).toEqual(before[kind]);
  });
});
