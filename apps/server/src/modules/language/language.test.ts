import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetLanguageTextsOutput, PositionSummary } from '@parcelflow/contract';
import { positionRights } from '../position/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

const texts = async (body: Record<string, unknown>, token?: string) => (await t.call<GetLanguageTextsOutput>('main', 'getLanguageTexts', body, token)).body.overrides;
const text = { locale: 'en-US', key: 'menu.authority', value: 'Rights' };

describe('language overrides', () => {
  it("an administrator saves one; it reaches the company's users, its login page, and no other company", async () => {
    const saved = await t.call('main', 'saveLanguageText', text, admin);
    expect(saved.body).toMatchObject(text);
    expect(await texts({}, admin)).toEqual([expect.objectContaining(text)]);
    expect(await texts({}, await t.login('demooper'))).toEqual([expect.objectContaining(text)]);
    expect(await texts({ companyNo: 'hyexp' })).toEqual([expect.objectContaining(text)]);
    expect(await texts({}, await t.login('otheradmin'))).toEqual([]);
    expect(await texts({ companyNo: 'GLBX' })).toEqual([]);
  });

  it('answers none without a company, for an unknown one, or with a dead token', async () => {
    expect(await texts({})).toEqual([]);
    expect(await texts({ companyNo: 'NOPE1' })).toEqual([]);
    expect(await texts({}, 'not-a-valid-token-at-all')).toEqual([]);
  });

  it('saving again replaces the wording; reset brings back the shipped text', async () => {
    await t.call('main', 'saveLanguageText', { ...text, value: 'Access rights' }, admin);
    expect((await texts({}, admin)).map((o) => o.value)).toEqual(['Access rights']);
    expect((await t.call('main', 'resetLanguageText', { locale: 'en-US', key: 'menu.authority' }, admin)).code).toBe(0);
    expect(await texts({}, admin)).toEqual([]);
  });

  it('refuses a key not shaped namespace.path, an unknown locale and an over-long value', async () => {
    const save = async (body: Record<string, unknown>) => (await t.call('main', 'saveLanguageText', { ...text, ...body }, admin)).body;
    expect(await save({ key: 'authority' })).toEqual({ field: 'key', reason: 'invalidFormat' });
    expect(await save({ key: 'menu..x' })).toEqual({ field: 'key', reason: 'invalidFormat' });
    expect(await save({ locale: 'fr-FR' })).toEqual({ field: 'locale', reason: 'invalidValue' });
    expect(await save({ value: 'x'.repeat(2001) })).toMatchObject({ field: 'value', reason: 'tooLong', max: 2000 });
    expect(await save({ value: '' })).toMatchObject({ field: 'value', reason: 'required' });
    expect((await t.call('main', 'resetLanguageText', { locale: 'de-DE', key: 'menu.authority' }, admin)).body).toEqual({ field: 'locale', reason: 'invalidValue' });
  });

  it("refuses staff with 10021, even when a position grants language.edit: the screen is an administrator's", async () => {
    const operator = await t.login('demooper');
    expect((await t.call('main', 'saveLanguageText', text, operator)).code).toBe(10021);
    const positions = (await t.call<PositionSummary[]>('main', 'listPositions', {}, admin)).body;
    const positionId = positions.find((p) => p.roleKey === 'operator')!.id;
    await t.database.db.insert(positionRights).values({ positionId, rightKind: 'function', rightKey: 'language.edit', visible: true, usable: true });
    await t.database.db.insert(positionRights).values({ positionId, rightKind: 'function', rightKey: 'language.view', visible: true, usable: true });
    const regranted = await t.login('demooper');
    expect((await t.call('main', 'saveLanguageText', text, regranted)).code).toBe(10021);
    expect((await t.call('main', 'resetLanguageText', text, regranted)).code).toBe(10021);
  });
});
