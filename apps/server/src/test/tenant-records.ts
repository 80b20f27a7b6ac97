import { eq } from 'drizzle-orm';
import type { TaskView } from '@parcelflow/contract';
import { users } from '../modules/account/index.ts';
import { orderInputFor } from '../modules/order/order.fixture.ts';
import type { TestApp } from './harness.ts';
import { uploadFile } from './upload.ts';

/** Ids of one carrier's records that another carrier must never reach. */
export type TenantRecords = {
  site: number; staff: number; position: number; customer: number; customerGroup: number; channel: number; segment: number;
  transAgreement: number; orderRule: number; address: number; importTemplate: number; invite: number; partnership: number;
  order: number; orderNo: string; orderVersion: number; task: number; file: number; user: number; destination: number; cityAbbreviation: number; subject: number; sku: number; englishNameRule: number;
  remoteArea: number;
  /** A valid createOrder body naming the carrier's own customer and channel. */
  orderInput: Record<string, unknown> & { customerId: number };
};

/** The other carrier's own records, to pair with a foreign id in one request. */
export type OwnRecords = { site: number; staff: number; customer: number; customerGroup: number; channel: number };

type Row = { id: number; code?: string };
type Listed = Row[] | { list: Row[] };

/** A command's answer, failing loudly when a setup step is refused: a broken setup must not pass as isolation. */
async function ok<T>(t: TestApp, token: string, command: string, body: unknown = {}, service = 'main'): Promise<T> {
  const answer = await t.call<T>(service, command, body, token);
  if (answer.code !== 0) throw new Error(`${command} answered ${answer.code} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const rowsOf = (listed: Listed) => (Array.isArray(listed) ? listed : listed.list);

/** The id of the listed row with this code. */
async function idByCode(t: TestApp, token: string, command: string, code: string, body: unknown = { pageSize: 300 }): Promise<number> {
  const row = rowsOf(await ok<Listed>(t, token, command, body)).find((candidate) => candidate.code === code);
  if (!row) throw new Error(`${command}: no row ${code}`);
  return row.id;
}

const create = async (t: TestApp, token: string, command: string, body: unknown) => (await ok<{ id: number }>(t, token, command, body)).id;

/** Waits for the caller's task to end, so the snapshot taken afterwards does not see it move. */
async function waitForTask(t: TestApp, token: string, taskId: number): Promise<TaskView> {
  // Generous: the export is quick, but the test machine may be busy.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const { tasks } = await ok<{ tasks: TaskView[] }>(t, token, 'listMyTasks', {});
    const task = tasks.find((candidate) => candidate.id === taskId);
    if (task && task.status !== 'waiting' && task.status !== 'running') return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`task ${taskId} did not end`);
}


/**
 * Creates a fresh record of every company-owned kind as the carrier's admin (a leaf nothing depends on, so
 * a leaked delete would succeed and show), and picks the seeded order, partnership and login.
 */
export async function createTenantRecords(t: TestApp, token: string): Promise<TenantRecords> {
  const headOffice = await idByCode(t, token, 'listSites', '1001');
  const site = await create(t, token, 'saveSite', { code: '1099', nameCn: '隔离测试分部', siteType: 'branch', parentId: headOffice, businessCategory: 'collection', baseCurrency: 'RMB' });
  const position = await create(t, token, 'savePosition', { name: '隔离测试岗位', kind: 'ordinary' });
  const staff = await create(t, token, 'saveStaff', { code: 'ISO01', name: '隔离测试员工', gender: 'female', status: 'inPost', siteId: site, positionId: position });
  const customerGroup = await create(t, token, 'saveCustomerGroup', { name: '隔离测试组' });
  const customer = await create(t, token, 'saveCustomer', { code: 'ISO001', name: '隔离测试客户', settlementType: 'monthly', attribute: 'direct', address: '隔离路 1 号', groupId: customerGroup, siteId: site });
  const channel = await create(t, token, 'saveChannel', { code: 'ISO-TEST', nameCn: '隔离测试渠道', transportClass: 'air', businessType: 'parcel' });
  const segment = await create(t, token, 'saveSegment', { type: 'waybill', channelId: channel, prefix: 'ISO', startNumber: 1, endNumber: 999, warningCount: 10, enabled: true });
  const transAgreement = await create(t, token, 'saveTransAgreement', { customerId: customer, channelIds: [channel], validFrom: '2020-01-01' });
  const orderRule = await create(t, token, 'saveOrderRule', { customerId: customer, channelId: channel, maxPieces: 5 });
  const address = await create(t, token, 'saveAddress', { type: 'receiver', alias: 'ISO', name: 'Isolation Test', phone: '5550100', country: 'US', city: 'Boston', address: '1 Isolation St' });
  const importTemplate = await create(t, token, 'copyBuiltInImportTemplate', { templateId: 'receive', name: '隔离测试模板' });
  const invite = await create(t, token, 'generateInvite', { customerId: customer });
  const destination = await create(t, token, 'saveDestination', { code: 'ISO-DEST', nameCn: '隔离测试目的地', countryCode: 'US', kind: 'area' });
  const cityAbbreviation = await create(t, token, 'saveCityAbbreviation', { countryCode: 'US', cityName: '隔离测试城', code: 'ISO' });
  const subject = await create(t, token, 'saveSubject', { customerId: customer, name: '隔离测试主体', countryCode: 'DE' });
  const sku = await create(t, token, 'saveSku', { customerId: customer, code: 'ISO-SKU', nameCn: '隔离测试商品' });
  const englishNameRule = await create(t, token, 'saveEnglishNameRule', { kind: 'exact', nameCn: '隔离测试品名', nameEn: 'Isolation goods' });
  const remoteArea = await create(t, token, 'saveRemoteArea', { channelId: channel, country: 'US', city: '隔离测试偏远城', remoteClass: 'remote' });
  const [partner] = rowsOf(await ok<Listed>(t, token, 'listPartners', {}));
  const [order] = (await ok<{ list: { id: number; orderNo: string; version: number }[] }>(t, token, 'listOrders', { pageSize: 1 })).list;
  const exported = await ok<TaskView>(t, token, 'startOrderExport', { columns: ['orderNo', 'status'] });
  // Any end will do (this test is not about exports): the task only has to be A's and stand still.
  const task = await waitForTask(t, token, exported.id);
  const file = await uploadFile(t, token, 'isolation.csv', 'orderNo\nA1\n', 'text/csv');
  const { userId } = await ok<{ userId: number }>(t, token, 'getUserInfo', {}, 'uc');
  const [{ companyId }] = await t.database.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return {
    orderInput: await orderInputFor(t.database.db, companyId),
    site, staff, position, customer, customerGroup, channel, segment, transAgreement, orderRule, address, importTemplate, invite,
    partnership: partner.id, order: order.id, orderNo: order.orderNo, orderVersion: order.version, task: task.id, file, user: userId, destination, cityAbbreviation, subject, remoteArea, sku, englishNameRule,
  };
}

/** Seeded records of the other carrier (GLBX in the demo data). */
export async function findOwnRecords(t: TestApp, token: string): Promise<OwnRecords> {
  const groups = await ok<{ id: number; name: string }[]>(t, token, 'listCustomerGroups');
  return {
    site: await idByCode(t, token, 'listSites', '2001'),
    staff: await idByCode(t, token, 'listStaff', 'G002'),
    customer: await idByCode(t, token, 'listCustomers', 'G0001'),
    customerGroup: groups.find((group) => group.name === '欧洲同行')!.id,
    channel: await idByCode(t, token, 'listChannels', 'GX-JP-EMS'),
  };
}

/** Everything the carrier itself sees of those records: compared before and after the other carrier's attempts. */
export async function snapshotTenant(t: TestApp, token: string, records: TenantRecords): Promise<Record<string, unknown>> {
  const read = (command: string, body: unknown = { pageSize: 300 }) => ok<unknown>(t, token, command, body);
  return {
    sites: await read('listSites'),
    staff: await read('listStaff'),
    positions: await read('listPositions', {}),
    positionRights: await read('getPositionRights', { positionId: records.position }),
    customers: await read('listCustomers'),
    customerGroups: await read('listCustomerGroups', {}),
    channels: await read('listChannels'),
    segments: await read('listSegments', {}),
    transAgreements: await read('listTransAgreements'),
    orderRules: await read('listOrderRules'),
    addresses: await read('listAddresses'),
    importTemplate: await read('getCompanyImportTemplate', { id: records.importTemplate }),
    invites: await read('listInvites'),
    partners: await read('listPartners'),
    order: await read('getOrder', { id: records.order }),
    orderHistory: await read('getOrderHistory', { id: records.order }),
    tasks: await read('listMyTasks', {}),
    destinations: await read('listDestinations'),
    cityAbbreviations: await read('listCityAbbreviations'),
    subjects: await read('listSubjects'),
    remoteAreas: await read('listRemoteAreas'),
    skus: await read('listSkus'),
    englishNameRules: await read('listEnglishNameRules'),
  };
}
