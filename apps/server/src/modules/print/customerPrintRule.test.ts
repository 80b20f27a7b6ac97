import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { printOrdersInput, type CustomerPrintRuleFormOptions, type CustomerPrintRuleView, type Page, type PrintedOrders, type PrintJobRow } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { channels } from '../channel/index.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { customerGroups } from '../customerGroup/index.ts';
import { customers } from '../customer/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { orders } from '../order/index.ts';
import { positionRights, positions } from '../position/index.ts';
import { customerPrintRules, printTemplates } from '../printTemplate/index.ts';
import { checkPrint } from './print-orders.ts';

let t: TestApp;
let admin: string;
let other: string;
let ids: ReturnType<typeof demoIds>;
let companyId: number;
let base: Awaited<ReturnType<typeof orderInputFor>>;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  other = await t.login('otheradmin');
  ids = demoIds(t);
  companyId = await ids.company('HYEXP');
  base = await orderInputFor(t.database.db, companyId);
});
afterAll(() => t.close());

type Answer<T = Record<string, unknown>> = { code: number; body: T };
const call = <T = Record<string, unknown>>(command: string, body: unknown, token = admin) => t.call('main', command, body, token) as Promise<Answer<T>>;
const list = (filters: Record<string, unknown> = {}, token = admin) => call<Page<CustomerPrintRuleView>>('listCustomerPrintRules', filters, token);
const today = new Date().toISOString().slice(0, 10);

async function newChannel(code: string): Promise<number> {
  const [row] = await t.database.db.insert(channels).values({ companyId, code, nameCn: '规则渠道', transportClass: 'express', businessType: 'parcel' }).returning({ id: channels.id });
  return row.id;
}

async function newTemplate(name: string, builtIn = 'thermal.receive', token = admin): Promise<number> {
  const answer = await call<{ id: number }>('copyPrintTemplate', { name, from: { source: 'builtIn', builtIn } }, token);
  if (answer.code !== 0) throw new Error(`copyPrintTemplate answered ${answer.code} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** Drops a customer's rules left by earlier tests. */
const clearRules = (customerId: number) => t.database.db.delete(customerPrintRules).where(eq(customerPrintRules.customerId, customerId));

async function saved(rule: Record<string, unknown>): Promise<number> {
  const answer = await call<{ id: number }>('saveCustomerPrintRule', rule);
  if (answer.code !== 0) throw new Error(`saveCustomerPrintRule answered ${answer.code} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** An order of the base customer created and audited with a typed waybill number, so it prints. */
async function audited(channelId: number): Promise<{ id: number; waybillNo: string }> {
  seq += 1;
  const created = await call<{ id: number }>('createOrder', { ...base, channelId });
  if (created.code !== 0) throw new Error(`createOrder answered ${created.code} ${JSON.stringify(created.body)}`);
  const waybillNo = `PR${String(seq).padStart(8, '0')}`;
  const answer = await call('auditPass', { id: created.body.id, waybillNo });
  if (answer.code !== 0) throw new Error(`auditPass answered ${answer.code} ${JSON.stringify(answer.body)}`);
  return { id: created.body.id, waybillNo };
}

describe('customer print rules', () => {
  it('creates, lists, filters, changes, disables and deletes a rule, each write logged, the EDI key never shown or logged', async () => {
    const customerId = await ids.customer('HYEXP', 'C1003');
    const channelId = await ids.channel('HYEXP', 'HY-US-AIR');
    const template = await newTemplate('规则标签');
    const id = await saved({ customerId, channelId, templateId: template, ediAccount: 'EDI-001', ediKey: 'secret-key-1234', mayPrintTransferLabel: true });
    const everyChannel = await saved({ customerId, ediAccount: 'EDI-ALL' });

    const { body: page } = await list({ customerId });
    expect(page.total).toBe(2);
    expect(page.list.map((row) => row.id)).toEqual([everyChannel, id]);
    expect(page.list[1]).toMatchObject({
      customerId, customerCode: 'C1003', channelId, channelCode: 'HY-US-AIR', templateId: template, templateName: '规则标签', ediAccount: 'EDI-001',
      hasEdiKey: true, ediKeyEnd: '1234', mayPrintTransferLabel: true, enabled: true,
    });
    expect(page.list[0]).toMatchObject({ channelId: null, channelCode: null, templateId: null, templateName: null, hasEdiKey: false, ediKeyEnd: '', mayPrintTransferLabel: false });
    expect(JSON.stringify(page)).not.toContain('secret-key');
    expect((await list({ channelId })).body.list.map((row) => row.id)).toEqual([id]);

    // An empty key keeps the stored one; a new key replaces it; clearEdiKey removes it.
    expect((await call('saveCustomerPrintRule', { id, customerId, channelId, ediAccount: 'EDI-002', mayPrintTransferLabel: true })).code).toBe(0);
    const [kept] = await t.database.db.select().from(customerPrintRules).where(eq(customerPrintRules.id, id));
    expect(kept).toMatchObject({ ediAccount: 'EDI-002', ediKey: 'secret-key-1234', templateId: null });
    expect((await call('saveCustomerPrintRule', { id, customerId, channelId, ediKey: 'other-key-5678', mayPrintTransferLabel: true })).code).toBe(0);
    expect((await call('saveCustomerPrintRule', { id, customerId, channelId, clearEdiKey: true, mayPrintTransferLabel: true })).code).toBe(0);
    expect((await list({ channelId })).body.list[0]).toMatchObject({ hasEdiKey: false, ediKeyEnd: '' });
    expect((await call('saveCustomerPrintRule', { id, customerId, channelId, ediKey: 'abc', clearEdiKey: true })).body).toEqual({ field: 'clearEdiKey', reason: 'notAllowed' });

    expect((await call('setCustomerPrintRuleEnabled', { id, enabled: false })).code).toBe(0);
    expect((await list({ customerId, enabled: false })).body.list.map((row) => row.id)).toEqual([id]);
    expect((await call('setCustomerPrintRuleEnabled', { id, enabled: false })).code).toBe(0);
    expect((await call('deleteCustomerPrintRule', { id })).code).toBe(0);
    expect((await list({ customerId })).body.list.map((row) => row.id)).toEqual([everyChannel]);

    const log = await auditRowsOf(t, 'customerPrintRule', id);
    expect(log.map((row) => row.action)).toEqual(['delete', 'disable', 'update', 'update', 'update', 'create']);
    expect(new Set(log.map((row) => row.entityLabel)).size).toBe(1);
    expect(log[0].entityLabel).toMatch(/^C1003 .+ \/ HY-US-AIR$/);
    const keyChanges = log.slice(1, 5).reverse().map((row) => row.changes.find((change) => change.field === 'ediKey'));
    expect(keyChanges).toEqual([
      undefined,
      { field: 'ediKey', before: 'set', after: 'replaced' },
      { field: 'ediKey', before: 'set', after: null },
      undefined,
    ]);
    expect(log.at(-1)!.changes).toContainEqual({ field: 'ediKey', before: null, after: 'set' });
    expect(log.at(-1)!.changes).toContainEqual({ field: 'template', before: null, after: '规则标签' });
    expect(JSON.stringify(log)).not.toMatch(/secret-key|other-key/);
  });

  it('refuses bad input naming the field and reason, another company\'s customer, channel, template or rule as not found, and a second rule of one scope', async () => {
    const customerId = await ids.customer('HYEXP', 'C0001');
    const channelId = await ids.channel('HYEXP', 'HY-US-AIR');
    const invoice = await newTemplate('规则发票', 'commercialInvoice');
    const theirTemplate = await newTemplate('Their label', 'thermal.receive', other);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ customerId: undefined }, { field: 'customerId', reason: 'required' }],
      [{ ediAccount: 'x'.repeat(61) }, { field: 'ediAccount', reason: 'tooLong' }],
      [{ ediKey: 'x'.repeat(121) }, { field: 'ediKey', reason: 'tooLong' }],
      [{ templateId: invoice }, { field: 'templateId', reason: 'invalidValue', type: 'invoice' }],
      [{ templateId: theirTemplate }, { field: 'templateId', reason: 'notFound' }],
      [{ customerId: await ids.customer('GLBX', 'G0001') }, { field: 'customerId', reason: 'notFound' }],
      [{ channelId: await ids.channel('GLBX', 'GX-JP-EMS') }, { field: 'channelId', reason: 'notFound' }],
    ];
    for (const [change, problem] of cases) {
      expect(await call('saveCustomerPrintRule', { customerId, channelId, ...change }), JSON.stringify(problem)).toMatchObject({ code: 400, body: problem });
    }
    expect((await list({ customerId })).body.total).toBe(0);

    const first = await saved({ customerId, channelId });
    const all = await saved({ customerId });
    expect((await call('saveCustomerPrintRule', { customerId, channelId })).body).toEqual({ field: 'channelId', reason: 'duplicate' });
    expect((await call('saveCustomerPrintRule', { customerId })).body).toEqual({ field: 'channelId', reason: 'duplicate' });
    expect((await call('saveCustomerPrintRule', { id: all, customerId, channelId })).body).toEqual({ field: 'channelId', reason: 'duplicate' });
    // The unique indexes hold the rule too, should two saves pass the check at once.
    await expect(t.database.db.insert(customerPrintRules).values({ companyId, customerId, updatedBy: 1 })).rejects.toThrow();
    for (const [command, body] of [['saveCustomerPrintRule', { id: first, customerId, channelId }], ['setCustomerPrintRuleEnabled', { id: first, enabled: false }], ['deleteCustomerPrintRule', { id: first }]] as const) {
      expect(await call(command, body, other), command).toMatchObject({ code: 400, body: { field: 'id', reason: 'notFound' } });
    }
    expect((await list({}, other)).body.list.map((row) => row.id)).not.toContain(first);
  });

  it('offers the company\'s channels and label templates, and its live customers by keyword', async () => {
    const { body } = await call<CustomerPrintRuleFormOptions>('getCustomerPrintRuleFormOptions', {});
    expect(body.channels.map((channel) => channel.code)).toContain('HY-US-AIR');
    expect(body.templates.map((template) => template.name)).toContain('规则标签');
    expect(body.templates.map((template) => template.name)).not.toContain('规则发票');
    const found = await call<{ list: { value: number; label: string }[] }>('printRuleCustomerComboBox', { keyword: 'C0002' });
    expect(found.body.list.map((option) => option.label)).toEqual(['C0002 优品贸易']);
  });

  it('refuses staff without the functions with 10021', async () => {
    const tracker = await t.login('demooper');
    expect((await list({}, tracker)).code).toBe(10021);
    expect((await call('saveCustomerPrintRule', { customerId: base.customerId }, tracker)).code).toBe(10021);
  });
});

describe('which template an order prints with', () => {
  it('rule for the channel, then for every channel, then the customer\'s default, the channel\'s, the built-in; a disabled rule or template ignored', async () => {
    const channelId = await newChannel('R-ORDER');
    const order = await audited(channelId);
    const [forChannel, forAll, ofCustomer, ofChannel] = await Promise.all(['规则渠道模板', '规则全部渠道模板', '客户默认模板', '渠道默认模板'].map((name) => newTemplate(name)));
    const printed = async (type = 'label') => {
      const answer = await call<PrintedOrders>('printOrders', { selection: { by: 'ids', ids: [order.id] }, type, confirmReprint: true });
      expect(answer.code, JSON.stringify(answer.body)).toBe(0);
      return (await call<Page<PrintJobRow>>('listPrintJobs', { dateFrom: today, dateTo: today, waybillNo: order.waybillNo, type })).body.list[0].templateName;
    };
    expect(await printed()).toBe('thermal.receive');
    await call('setPrintTemplateDefault', { id: ofChannel, target: 'channel', targetId: channelId });
    expect(await printed()).toBe('渠道默认模板');
    await call('setPrintTemplateDefault', { id: ofCustomer, target: 'customer', targetId: base.customerId });
    expect(await printed()).toBe('客户默认模板');
    // A rule naming no template leaves it to the defaults.
    const allRule = await saved({ customerId: base.customerId });
    expect(await printed()).toBe('客户默认模板');
    await saved({ id: allRule, customerId: base.customerId, templateId: forAll });
    expect(await printed()).toBe('规则全部渠道模板');
    const channelRule = await saved({ customerId: base.customerId, channelId, templateId: forChannel });
    expect(await printed()).toBe('规则渠道模板');
    // Rules choose labels only: an invoice prints with its own chain.
    expect(await printed('invoice')).toBe('commercialInvoice');

    expect((await call('setCustomerPrintRuleEnabled', { id: channelRule, enabled: false })).code).toBe(0);
    expect(await printed()).toBe('规则全部渠道模板');
    await t.database.db.update(printTemplates).set({ enabled: false }).where(eq(printTemplates.id, forAll));
    expect(await printed()).toBe('客户默认模板');
    expect((await call('setCustomerPrintRuleEnabled', { id: channelRule, enabled: true })).code).toBe(0);
    expect(await printed()).toBe('规则渠道模板');
    // Deleting the template leaves the rule, naming none.
    expect((await call('deletePrintTemplate', { id: forChannel })).code).toBe(0);
    expect((await list({ channelId })).body.list[0]).toMatchObject({ id: channelRule, templateId: null });
    expect(await printed()).toBe('客户默认模板');
    await call('unsetPrintTemplateDefault', { id: ofCustomer, target: 'customer', targetId: base.customerId });
  });
});

describe("a customer's login printing its transfer labels", () => {
  it('prints only orders an enabled rule of its customer allows, for the channel or every channel (checkPrint)', async () => {
    const allowedChannel = await newChannel('R-ALLOW');
    const otherChannel = await newChannel('R-OTHER');
    await clearRules(base.customerId);
    const onAllowed = await audited(allowedChannel);
    const onOther = await audited(otherChannel);
    const [rowAllowed, rowOther] = await Promise.all([onAllowed, onOther].map(async (order) => (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]));
    const input = printOrdersInput.parse({ selection: { by: 'ids', ids: [rowAllowed.id] }, confirmReprint: true });
    const asCustomer = { db: t.database.db, caller: { companyId, companyKind: 'carrier' as const, customerId: base.customerId, userId: 1 } };
    const refusal = (rows: typeof rowAllowed[]) => checkPrint(asCustomer, rows, input).then(() => null, (error: { code: number; params: unknown }) => ({ code: error.code, params: error.params }));

    expect(await refusal([rowAllowed])).toEqual({ code: 10021, params: { orderNo: rowAllowed.orderNo } });
    const rule = await saved({ customerId: base.customerId, channelId: allowedChannel, mayPrintTransferLabel: true });
    expect(await refusal([rowAllowed])).toBeNull();
    expect(await refusal([rowOther])).toEqual({ code: 10021, params: { orderNo: rowOther.orderNo } });
    expect((await call('setCustomerPrintRuleEnabled', { id: rule, enabled: false })).code).toBe(0);
    expect(await refusal([rowAllowed])).toMatchObject({ code: 10021 });

    // A rule for every channel covers both; one without the flag covers none.
    const all = await saved({ customerId: base.customerId, mayPrintTransferLabel: false });
    expect(await refusal([rowOther])).toMatchObject({ code: 10021 });
    await saved({ id: all, customerId: base.customerId, mayPrintTransferLabel: true });
    expect(await refusal([rowOther])).toBeNull();
    // Another customer's login is refused on these orders whatever its own rules say.
    const otherCustomer = await ids.customer('HYEXP', 'C0001');
    await clearRules(otherCustomer);
    await saved({ customerId: otherCustomer, mayPrintTransferLabel: true });
    expect(await checkPrint({ ...asCustomer, caller: { ...asCustomer.caller, customerId: otherCustomer } }, [rowOther], input).catch((error: { code: number }) => error.code)).toBe(10021);
    // Staff are not asked.
    expect(await checkPrint({ ...asCustomer, caller: { ...asCustomer.caller, customerId: null } }, [rowAllowed], input)).toMatchObject({ type: 'label' });
  });

  it('through the whole stack, once a customer\'s login holds order.print and its group grants main/printOrders', async () => {
    const db = t.database.db;
    const channelId = await newChannel('R-STACK');
    const order = await audited(channelId);
    expect((await call('createCustomerLogin', { customerId: base.customerId, account: 'ruleprinter', password: 'abc12345' })).code).toBe(0);
    const body = { selection: { by: 'ids', ids: [order.id] } };
    // As designed today, neither the VIP customer position nor any group grant lets a customer's login print.
    expect((await call('printOrders', body, await t.login('ruleprinter', 'abc12345'))).code).toBe(10021);

    // Granted here in the database, as no command can.
    const [vip] = await db.select({ id: positions.id }).from(positions).where(and(eq(positions.companyId, companyId), eq(positions.roleKey, 'vipCustomer')));
    await db.insert(positionRights).values({ positionId: vip.id, rightKind: 'function', rightKey: 'order.print' }).onConflictDoNothing();
    const [customer] = await db.select({ groupId: customers.groupId }).from(customers).where(eq(customers.id, base.customerId));
    await db.update(customerGroups).set({ apiCommands: sql`array_append(${customerGroups.apiCommands}, 'main/printOrders')` }).where(eq(customerGroups.id, customer.groupId));
    const token = await t.login('ruleprinter', 'abc12345');
    await clearRules(base.customerId);
    expect(await call('printOrders', body, token)).toMatchObject({ code: 10021, body: { orderNo: expect.any(String) } });
    await saved({ customerId: base.customerId, channelId, mayPrintTransferLabel: true });
    expect((await call<PrintedOrders>('printOrders', body, token)).body).toMatchObject({ count: 1 });
  });
});
