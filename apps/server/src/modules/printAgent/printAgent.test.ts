import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_AGENT_VERSION, type PosPrintConfig } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf } from '../channel/channel.testing.ts';
import { companies } from '../company/index.ts';
import { customerTesting, newCustomer } from '../customer/customer.testing.ts';

let t: TestApp;
let admin: string;
const AGENT_TEXT = '#!/usr/bin/env node\nconsole.log("agent")\n';
beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'pf-agent-file-'));
  await writeFile(join(folder, 'agent.mjs'), AGENT_TEXT);
  t = await createTestApp({ printAgentFile: join(folder, 'agent.mjs') });
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

const config = (token: string) => t.call<PosPrintConfig>('main', 'getPosPrintConfig', {}, token);

describe('print agent configuration', () => {
  it('makes the company\'s keys on the first call and answers the same ones after, to any of its back-office users', async () => {
    const first = await config(admin);
    expect(first.code).toBe(0);
    expect(first.body).toEqual({
      apiuri: 'api', appId: 'HYEXP', appKey: expect.stringMatching(/^[0-9a-f]{32}$/), appSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
      fileUrl: 'downloads/parcelflow-print-agent.mjs', version: PRINT_AGENT_VERSION,
    });
    expect((await config(admin)).body).toEqual(first.body);
    expect((await config(await t.login('demooper'))).body).toEqual(first.body);
    const other = await config(await t.login('otheradmin'));
    expect(other.body.appId).not.toBe('HYEXP');
    expect(other.body.appKey).not.toBe(first.body.appKey);
    expect(other.body.appSecret).not.toBe(first.body.appSecret);
  });

  it('renews the keys, logging the change by its key and never the secret', async () => {
    const before = (await config(admin)).body;
    const renewed = await t.call<PosPrintConfig>('main', 'renewPrintAgentKeys', {}, admin);
    expect(renewed.code).toBe(0);
    expect(renewed.body.appKey).not.toBe(before.appKey);
    expect(renewed.body.appSecret).not.toBe(before.appSecret);
    expect((await config(admin)).body).toEqual(renewed.body);
    const [row] = await auditRowsOf(t, 'printAgent', await companyIdOf('HYEXP'));
    expect(row).toMatchObject({ action: 'generate', entityLabel: 'HYEXP' });
    expect(JSON.stringify(row)).toContain(renewed.body.appKey);
    expect(JSON.stringify(row)).not.toContain(renewed.body.appSecret);
  });

  it('refuses a cargo owner and a customer\'s login, and staff without printTemplate.edit a renewal, with 10021', async () => {
    const owner = await t.login('demoowner');
    expect((await config(owner)).code).toBe(10021);
    expect((await t.call('main', 'renewPrintAgentKeys', {}, owner)).code).toBe(10021);
    expect((await t.call('main', 'renewPrintAgentKeys', {}, await t.login('demooper'))).code).toBe(10021);
    expect((await config('')).code).toBe(404);

    const h = customerTesting(t);
    const customerId = (await t.call('main', 'saveCustomer', newCustomer(await h.siteId('1002'), { code: 'T-AGENT' }), admin)).body.id;
    expect((await t.call('main', 'createCustomerLogin', { customerId, account: 'agentcust', password: 'abc12345' }, admin)).code).toBe(0);
    const customer = await t.login('agentcust', 'abc12345');
    expect((await config(customer)).code).toBe(10021);
    expect((await t.call('main', 'renewPrintAgentKeys', {}, customer)).code).toBe(10021);
  });

  it('serves the agent file for download', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/downloads/parcelflow-print-agent.mjs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="parcelflow-print-agent.mjs"');
    expect(response.body).toBe(AGENT_TEXT);
  });
});

async function companyIdOf(companyNo: string): Promise<number> {
  const [row] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  return row!.id;
}
