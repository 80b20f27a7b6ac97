import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCommands } from './commands.ts';
import type { CommandDef } from './envelope/command.ts';
import { accounts, users } from './modules/account/index.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

/**
 * Every command, given text PostgreSQL cannot store in one of its string fields, answers 400 naming that field:
 * never a 500, whether public or not, and whichever module it belongs to (a new command is covered by the loop).
 */
const nameOf = (def: CommandDef) => `${def.service}/${def.command}`;

/** The command's first string field, as its input schema declares it (or a made-up one when it takes none). */
function stringFieldOf(def: CommandDef): string {
  const schema = z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { type?: unknown }> };
  const field = Object.entries(schema.properties ?? {}).find(([, property]) => property.type === 'string');
  return field ? field[0] : 'note';
}

let t: TestApp;
let carrierAdmin: string;
let ownerAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  carrierAdmin = await t.login('demoadmin');
  // The seed's cargo owner is no administrator; made one here so it holds every function of its audience.
  const [{ id: accountId }] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account, 'demoowner'));
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.accountId, accountId));
  ownerAdmin = await t.login('demoowner');
});
afterAll(() => t.close());

async function callWith(def: CommandDef, body: unknown) {
  const token = def.permission === 'public' ? undefined : carrierAdmin;
  const answer = await t.call(def.service, def.command, body, token);
  // A command of the cargo owners' audience refuses a carrier (10021) before reading the body.
  return answer.code === 10021 ? t.call(def.service, def.command, body, ownerAdmin) : answer;
}

describe('text PostgreSQL cannot store', () => {
  it.each(allCommands.map((def) => [nameOf(def), def] as const))('is refused by %s with 400 naming the field', async (_name, def) => {
    const field = stringFieldOf(def);
    for (const text of ['ab\u0000c', 'ab\uD800c', '\uDC00']) {
      expect(await callWith(def, { [field]: text }), JSON.stringify(text)).toMatchObject({ code: 400, body: { field, reason: 'invalidCharacter' } });
    }
  });

  it('is refused deep in a body, in a key, and in the head', async () => {
    const createSite = allCommands.find((def) => nameOf(def) === 'main/saveSite')!;
    expect(await callWith(createSite, { name: 'ok', extra: [{ note: 'ok' }, { note: 'x\u0000' }] })).toMatchObject({ code: 400, body: { field: 'extra.1.note', reason: 'invalidCharacter' } });
    expect(await callWith(createSite, { ['na\u0000me']: 'ok' })).toMatchObject({ code: 400, body: { field: 'na\u0000me', reason: 'invalidCharacter' } });
    const response = await t.app.inject({
      method: 'POST', url: '/api/uc/sendResetCode/1.0', headers: { 'content-type': 'application/json' },
      payload: { head: { language: 'en\u0000' }, body: { account: 'demoadmin' } },
    });
    expect(response.json()).toMatchObject({ result_code: 400, body: JSON.stringify({ field: 'head.language', reason: 'invalidCharacter' }) });
  });

  it('is told apart from paired surrogates (an emoji), which are stored', async () => {
    const named = await t.call('uc', 'userLogin', { account: 'demo😀', password: 'wrong123' });
    expect(named.code).toBe(10001);
  });
});
