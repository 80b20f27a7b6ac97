import { and, eq, gt, gte, sql } from 'drizzle-orm';
import {
  DEFAULT_QUERY_LIMITS, GROUP_DEFAULT_COMMANDS, builtInColumnsOf, saveCompanyImportTemplateInput, type FunctionKey, type TemplateColumnInput,
} from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import type { Caller, GuardedContext } from '../envelope/command.ts';
import { accounts, users } from '../modules/account/index.ts';
import { loggedAddress, addresses } from '../modules/address/index.ts';
import { auditLog, recordChange, type ChangeRecord } from '../modules/auditLog/index.ts';
import { channelLabel, channelSnapshot, toChannelView, channels } from '../modules/channel/index.ts';
import { companies } from '../modules/company/index.ts';
import { customerGroups } from '../modules/customerGroup/index.ts';
import { orderRuleSnapshot, customerOrderRules } from '../modules/customerOrderRule/index.ts';
import { customers } from '../modules/customer/index.ts';
import { staff, staffLabel, staffSnapshot } from '../modules/staff/index.ts';
import { insertTemplate, updateTemplate, type TemplateContent, companyImportTemplates } from '../modules/importTemplate/index.ts';
import { inviteCodes } from '../modules/invite/index.ts';
import { companyQueryLimits } from '../modules/limitQuery/index.ts';
import { siteLabel, siteSnapshot, loadSites } from '../modules/site/index.ts';
import { countSiteHolders } from '../site-holders.ts';
import { agreementSnapshot, transAgreements } from '../modules/transAgreement/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The demo companies work on Beijing time (UTC+8). */
const BEIJING = 8 * HOUR;

/** Who made a change, as recordChange and the modules' write functions take it. */
type Actor = Pick<GuardedContext, 'caller' | 'ip'>;

/** The company's demo user of this account, calling from this address. */
async function actorOf(db: Db, companyId: number, where: { account: string } | { userId: number }, ip: string): Promise<Actor> {
  const [row] = await db
    .select({ user: users, companyNo: companies.companyNo, companyKind: companies.kind })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), 'account' in where ? eq(accounts.account, where.account) : eq(users.id, where.userId)));
  const { user } = row;
  const caller: Caller = {
    sessionId: 0, tokenHash: '', userId: user.id, userNo: user.userNo, accountId: user.accountId, companyId, companyNo: row.companyNo,
    companyKind: row.companyKind, userSourceType: user.userSourceType, isAdmin: user.isAdmin, positionId: user.positionId, customerId: user.customerId,
    functions: new Set<FunctionKey>(),
  };
  return { caller, ip };
}

/** `daysAgo` days before `now` (Beijing calendar days) at a Beijing wall-clock time such as "09:30". */
function beijingTime(now: Date, daysAgo: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const local = now.getTime() + BEIJING;
  return new Date(local - (local % DAY) - daysAgo * DAY + hours * HOUR + minutes * MINUTE - BEIJING);
}

/**
 * Runs `write` (which logs through recordChange) and dates the audit rows it wrote at `at`: recordChange stamps the
 * time of the transaction, and the demo's changes happened over the days before.
 */
async function dated<T>(db: Db, at: Date, write: () => Promise<T>): Promise<T> {
  const [{ last }] = await db.select({ last: sql<string | null>`max(${auditLog.id})::text` }).from(auditLog);
  const result = await write();
  await db.update(auditLog).set({ createdAt: at }).where(gt(auditLog.id, Number(last ?? 0)));
  return result;
}

/** Helpers over one demo company's records, by the codes the seed gave them. */
async function companyHistory(db: Db, companyNo: string, now: Date) {
  const [company] = await db.select().from(companies).where(eq(companies.companyNo, companyNo));
  const companyId = company.id;
  const one = <T>(rows: T[], what: string): T => {
    if (!rows[0]) throw new Error(`Demo history: ${companyNo} has no ${what}`);
    return rows[0];
  };
  return {
    companyId,
    companyNo,
    at: (daysAgo: number, time: string) => beijingTime(now, daysAgo, time),
    actor: (account: string, ip: string) => actorOf(db, companyId, { account }, ip),
    log: (at: Date, actor: Actor, change: ChangeRecord) => dated(db, at, () => recordChange(db, actor, change)),
    customer: async (code: string) => one(await db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.code, code))), `customer ${code}`),
    channel: async (code: string) => one(await db.select().from(channels).where(and(eq(channels.companyId, companyId), eq(channels.code, code))), `channel ${code}`),
    staff: async (code: string) => one(await db.select().from(staff).where(and(eq(staff.companyId, companyId), eq(staff.code, code))), `staff ${code}`),
    address: async (alias: string) => one(await db.select().from(addresses).where(and(eq(addresses.companyId, companyId), eq(addresses.alias, alias))), `address ${alias}`),
    /** The company's invite codes generated within the last week, still unused: each logged as generated by its author. */
    recentInvites: () => db.select().from(inviteCodes)
      .where(and(eq(inviteCodes.companyId, companyId), eq(inviteCodes.status, 'unused'), gte(inviteCodes.createdAt, new Date(now.getTime() - 6 * DAY)))),
  };
}

type History = Awaited<ReturnType<typeof companyHistory>>;

const customerLabel = (customer: { code: string; name: string }) => `${customer.code} ${customer.name}`;

/** A saved customer logged as saveCustomer logs it: the whole record before and after. */
const customerChange = (customer: typeof customers.$inferSelect, before?: Partial<typeof customers.$inferSelect>): ChangeRecord => ({
  entity: 'customer', entityId: customer.id, entityLabel: customerLabel(customer), action: before ? 'update' : 'create',
  before: before && { ...customer, ...before }, after: customer,
});

/** An invite code logged as generateInvite logs it, at the time it was generated, by who generated it. */
async function logInvites(db: Db, h: History, ip: string): Promise<void> {
  for (const invite of await h.recentInvites()) {
    const customer = invite.customerId ? await db.select().from(customers).where(eq(customers.id, invite.customerId)) : [];
    const actor = await actorOf(db, h.companyId, { userId: invite.createdByUserId }, ip);
    await h.log(invite.createdAt, actor, {
      entity: 'invite', entityId: invite.id, entityLabel: invite.code, action: 'generate',
      after: { code: invite.code, status: invite.status, customer: customer[0] ? customerLabel(customer[0]) : null },
    });
  }
}

/** The e-commerce customers' inbound sheet: the built-in inbound template's required columns and a few more, headed in the customers' words. */
const ECOMMERCE_HEADERS: Partial<Record<TemplateColumnInput['field'], string>> = {
  customerNo: '平台订单号', customerCode: '客户代码', channelCode: '渠道代码', goodsType: '货物类型', itemName: '商品名称', pieces: '件数',
  weight: '重量KG', packingType: '包装类型', paymentMethod: '付款方式', declaredValue: '申报金额', declaredCurrency: '币种', remarks: '订单备注',
  'boxes.length': '箱长CM', 'boxes.width': '箱宽CM', 'boxes.height': '箱高CM',
  'receiver.name': '买家姓名', 'receiver.phone': '买家电话', 'receiver.country': '国家', 'receiver.state': '州/省', 'receiver.city': '城市',
  'receiver.postcode': '邮编', 'receiver.address1': '详细地址',
  'sender.name': '发件人', 'sender.phone': '发件人电话', 'sender.country': '发件国家', 'sender.city': '发件城市', 'sender.address1': '发件地址',
};

function ecommerceTemplate(extraHeaders: Partial<Record<TemplateColumnInput['field'], string>> = {}): TemplateContent {
  const headers = { ...ECOMMERCE_HEADERS, ...extraHeaders };
  const columns = builtInColumnsOf('receive', 'zh-CN').columns
    .filter((column) => column.required || column.field in headers)
    .map((column) => ({ ...column, header: headers[column.field] ?? column.header }));
  // Checked as saveCompanyImportTemplate checks a template before it writes one.
  const { name, kind, columns: checked } = saveCompanyImportTemplateInput.parse({ name: '电商客户收件模板', kind: 'receive', columns });
  return { name, kind, columns: checked };
}

/** HYEXP's last week: its administrator setting up a new line and customer, its clerks keeping the address book. */
async function hyexpHistory(db: Db, now: Date): Promise<void> {
  const h = await companyHistory(db, 'HYEXP', now);
  const admin = await h.actor('demoadmin', '192.168.1.23');
  const clerk = await h.actor('demooper', '192.168.1.57');
  const documents = await h.actor('demomulti', '192.168.1.64');

  const sites = await loadSites(db, h.companyId, countSiteHolders);
  const guangzhou = sites.find((site) => site.code === '1002')!;
  await h.log(h.at(6, '09:18'), admin, {
    entity: 'site', entityId: guangzhou.id, entityLabel: siteLabel(guangzhou), action: 'update',
    before: siteSnapshot({ ...guangzhou, phone: '020-36600088', address: '广州市白云区机场路 1066 号' }, sites), after: siteSnapshot(guangzhou, sites),
  });

  const economy = await h.channel('HY-US-EPK');
  await h.log(h.at(5, '09:12'), admin, { entity: 'channel', entityId: economy.id, entityLabel: channelLabel(economy), action: 'create', after: channelSnapshot(toChannelView(economy)) });
  const [rule] = await db.select().from(customerOrderRules).where(and(eq(customerOrderRules.companyId, h.companyId), eq(customerOrderRules.channelId, economy.id)));
  const ruleSnapshot = await orderRuleSnapshot(db, rule);
  await h.log(h.at(5, '09:40'), admin, { entity: 'orderRule', entityId: rule.id, entityLabel: ruleSnapshot.label, action: 'create', after: ruleSnapshot.fields });

  const tokyo = await h.address('东京');
  await db.update(addresses).set({ createdAt: h.at(5, '14:05'), updatedAt: h.at(5, '14:05') }).where(eq(addresses.id, tokyo.id));
  await h.log(h.at(5, '14:05'), clerk, { entity: 'address', entityId: tokyo.id, entityLabel: `${tokyo.alias} ${tokyo.name}`, action: 'create', after: loggedAddress(tokyo) });

  const tea = await h.customer('C1003');
  await db.update(customers).set({ createdAt: h.at(4, '10:21') }).where(eq(customers.id, tea.id));
  await h.log(h.at(4, '10:21'), admin, customerChange(tea));
  const [agreement] = await db.select().from(transAgreements).where(and(eq(transAgreements.companyId, h.companyId), eq(transAgreements.customerId, tea.id)));
  await db.update(transAgreements).set({ createdAt: h.at(4, '10:48') }).where(eq(transAgreements.id, agreement.id));
  const agreed = await agreementSnapshot(db, agreement);
  await h.log(h.at(4, '10:48'), admin, { entity: 'transAgreement', entityId: agreement.id, entityLabel: agreed.label, action: 'create', after: agreed.fields });

  // The company's own import template, written by the module's own functions (its rules and log row), then dated.
  const template = await dated(db, h.at(4, '16:30'), () => insertTemplate({ db, ...admin }, ecommerceTemplate()));
  await dated(db, h.at(2, '14:48'), () => updateTemplate({ db, ...admin }, template.id, template.version, ecommerceTemplate({ 'receiver.email': '买家邮箱' })));
  await db.update(companyImportTemplates).set({ createdAt: h.at(4, '16:30'), updatedAt: h.at(2, '14:48') }).where(eq(companyImportTemplates.id, template.id));

  await logInvites(db, h, '192.168.1.23');

  const yiwu = await h.customer('C0003');
  await h.log(h.at(3, '11:15'), admin, { entity: 'customer', entityId: yiwu.id, entityLabel: customerLabel(yiwu), action: 'update', before: { status: 'normal' }, after: { status: yiwu.status } });

  const australia = await h.channel('HY-AU-AIR');
  await h.log(h.at(3, '15:02'), admin, {
    entity: 'channel', entityId: australia.id, entityLabel: channelLabel(australia), action: 'disable', before: { enabled: true }, after: { enabled: australia.enabled },
  });

  const suspended = await h.staff('E009');
  await h.log(h.at(2, '09:35'), admin, {
    entity: 'staff', entityId: suspended.id, entityLabel: staffLabel(suspended), action: 'update',
    before: await staffSnapshot(db, h.companyId, { ...suspended, status: 'inPost' }), after: await staffSnapshot(db, h.companyId, suspended),
  });

  const london = await h.address('伦敦仓');
  await db.update(addresses).set({ updatedAt: h.at(2, '10:20') }).where(eq(addresses.id, london.id));
  await h.log(h.at(2, '10:20'), documents, {
    entity: 'address', entityId: london.id, entityLabel: `${london.alias} ${london.name}`, action: 'update', before: { isDefault: false }, after: { isDefault: london.isDefault },
  });

  const usAir = await h.channel('HY-US-AIR');
  const usAirNow = toChannelView(usAir);
  await h.log(h.at(1, '10:05'), admin, {
    entity: 'channel', entityId: usAir.id, entityLabel: channelLabel(usAir), action: 'update',
    before: channelSnapshot({ ...usAirNow, postcodeDestinations: false, destinations: [{ country: 'US', postcodes: [] }] }), after: channelSnapshot(usAirNow),
  });

  const newYork = await h.address('纽约门店');
  await db.update(addresses).set({ updatedAt: h.at(1, '15:20') }).where(eq(addresses.id, newYork.id));
  await h.log(h.at(1, '15:20'), clerk, {
    entity: 'address', entityId: newYork.id, entityLabel: `${newYork.alias} ${newYork.name}`, action: 'update', before: { isCommon: false }, after: { isCommon: newYork.isCommon },
  });
}

/** GLBX's last week: its administrator opening the Ningbo branch's desk and tidying channels, customers and settings. */
async function glbxHistory(db: Db, now: Date): Promise<void> {
  const h = await companyHistory(db, 'GLBX', now);
  const admin = await h.actor('otheradmin', '192.168.10.15');

  const sites = await loadSites(db, h.companyId, countSiteHolders);
  const ningbo = sites.find((site) => site.code === '2002')!;
  const headOffice = sites.find((site) => site.siteType === 'headOffice')!;
  await h.log(h.at(6, '09:30'), admin, {
    entity: 'site', entityId: ningbo.id, entityLabel: siteLabel(ningbo), action: 'update',
    before: siteSnapshot({ ...ningbo, personInCharge: '孙海', phone: '021-66660000' }, sites), after: siteSnapshot(ningbo, sites),
  });
  const finance = await h.staff('G002');
  await h.log(h.at(6, '09:46'), admin, {
    entity: 'staff', entityId: finance.id, entityLabel: staffLabel(finance), action: 'update',
    before: await staffSnapshot(db, h.companyId, { ...finance, siteId: headOffice.id }), after: await staffSnapshot(db, h.companyId, finance),
  });

  await logInvites(db, h, '192.168.10.15');

  const textiles = await h.customer('G1001');
  await db.update(customers).set({ createdAt: h.at(5, '14:20') }).where(eq(customers.id, textiles.id));
  await h.log(h.at(5, '14:20'), admin, customerChange(textiles));

  const [limits] = await db.select().from(companyQueryLimits).where(eq(companyQueryLimits.companyId, h.companyId));
  await db.update(companyQueryLimits).set({ updatedAt: h.at(4, '10:00') }).where(eq(companyQueryLimits.companyId, h.companyId));
  const { pastedNumbersMax, dateRangeDays, trackingLinesMax, listsOpenOnToday } = limits;
  await h.log(h.at(4, '10:00'), admin, {
    entity: 'queryLimits', entityId: h.companyId, entityLabel: h.companyNo, action: 'update', before: DEFAULT_QUERY_LIMITS, after: { pastedNumbersMax, dateRangeDays, trackingLinesMax, listsOpenOnToday },
  });

  const japan = await h.channel('GX-JP-EMS');
  await h.log(h.at(4, '11:25'), admin, {
    entity: 'channel', entityId: japan.id, entityLabel: channelLabel(japan), action: 'update',
    before: channelSnapshot({ ...toChannelView(japan), destinations: [] }), after: channelSnapshot(toChannelView(japan)),
  });
  const ukSea = await h.channel('GX-UK-SEA');
  await h.log(h.at(3, '15:40'), admin, {
    entity: 'channel', entityId: ukSea.id, entityLabel: channelLabel(ukSea), action: 'update',
    before: channelSnapshot({ ...toChannelView(ukSea), trackable: true }), after: channelSnapshot(toChannelView(ukSea)),
  });

  const [peers] = await db.select().from(customerGroups).where(and(eq(customerGroups.companyId, h.companyId), eq(customerGroups.name, '欧洲同行')));
  await h.log(h.at(2, '09:50'), admin, {
    entity: 'customerGroup', entityId: peers.id, entityLabel: peers.name, action: 'update',
    before: { name: peers.name, apiCommands: [...GROUP_DEFAULT_COMMANDS] }, after: { name: peers.name, apiCommands: peers.apiCommands },
  });

  const nordic = await h.customer('G0002');
  await h.log(h.at(2, '16:15'), admin, customerChange(nordic, { settlementType: 'monthly' }));
  const homeware = await h.customer('G0001');
  await h.log(h.at(1, '10:30'), admin, customerChange(homeware, { phone: '021-58880001', address: '上海市浦东新区张衡路 200 号' }));

}

/**
 * The demo's recent history, so the audit log (default range: the last 7 days) and the import template page open
 * with content: changes the demo users made over the last six days that led to the records as seeded, logged as the
 * modules log them (their snapshots, recordChange, the import template's own write functions), then dated.
 */
export async function seedHistory(db: Db, now = new Date()): Promise<void> {
  await hyexpHistory(db, now);
  await glbxHistory(db, now);
}
