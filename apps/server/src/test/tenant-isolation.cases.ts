import { companyTemplateId } from '@parcelflow/contract';
import { receiveDraft } from '../modules/importTemplate/importTemplate.testing.ts';
import type { OwnRecords, TenantRecords } from './tenant-records.ts';

/** What the other carrier must get: the module's "not found" answer, or an empty list where carrier A's own list is not. */
export type Expected = { code: number; body?: Record<string, unknown> | Record<string, unknown>[] } | 'emptyList';

export type IsolationCase = {
  command: string;
  service?: string;
  /** Which foreign id the request carries, for the test's name. */
  what: string;
  body: (theirs: TenantRecords, mine: OwnRecords) => Record<string, unknown>;
  expected: Expected;
};

const notFound = (field: string): Expected => ({ code: 400, body: { field, reason: 'notFound' } });
const orderNotFound: Expected = { code: 20157 };

const site = { code: '2099', nameCn: '越权分部', siteType: 'branch', businessCategory: 'collection', baseCurrency: 'RMB' };
const person = { code: 'X001', name: '越权员工', gender: 'male', status: 'inPost' };
const customer = { code: 'X0001', name: '越权客户', settlementType: 'monthly', attribute: 'direct', address: '越权路 1 号' };
const channel = { code: 'X-CHANNEL', nameCn: '越权渠道', transportClass: 'air', businessType: 'parcel' };
const segment = { type: 'waybill', prefix: 'X', startNumber: 1, endNumber: 99, warningCount: 1, enabled: true };
const address = { type: 'receiver', alias: 'X', name: 'Intruder', phone: '5550199', country: 'US', city: 'Boston', address: '2 Intruder St' };
const trackingEvent = { occurredAt: '2026-03-01T08:00:00Z', status: 'DELIVERED', description: 'forged' };
const page = { pageSize: 300 };
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Every command that takes a company-owned id (and the lists that could show such a record), called by carrier B with carrier A's. */
export const ISOLATION_CASES: IsolationCase[] = [
  // Sites
  { command: 'listSites', what: 'A site by name', body: () => ({ ...page, keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'saveSite', what: 'update A site', body: (a, b) => ({ ...site, id: a.site, parentId: b.site }), expected: notFound('id') },
  { command: 'saveSite', what: 'parent A site', body: (a) => ({ ...site, parentId: a.site }), expected: notFound('parentId') },
  { command: 'deleteSite', what: 'A site', body: (a) => ({ id: a.site }), expected: notFound('id') },
  // Positions
  { command: 'getPositionRights', what: 'A position', body: (a) => ({ positionId: a.position }), expected: notFound('positionId') },
  { command: 'savePositionRights', what: 'A position', body: (a) => ({ positionId: a.position, menus: [], functions: [] }), expected: notFound('positionId') },
  { command: 'restorePositionDefault', what: 'A position', body: (a) => ({ positionId: a.position }), expected: notFound('positionId') },
  { command: 'savePosition', what: 'update A position', body: (a) => ({ id: a.position, name: '越权岗位', kind: 'ordinary' }), expected: notFound('id') },
  { command: 'deletePosition', what: 'A position', body: (a) => ({ id: a.position }), expected: notFound('id') },
  // Staff and their logins
  { command: 'listStaff', what: 'A staff by name', body: () => ({ ...page, keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'listStaff', what: 'filter by A site', body: (a) => ({ ...page, siteId: a.site }), expected: 'emptyList' },
  { command: 'listStaff', what: 'filter by A position', body: (a) => ({ ...page, positionId: a.position }), expected: 'emptyList' },
  { command: 'saveStaff', what: 'update A staff', body: (a) => ({ ...person, id: a.staff }), expected: notFound('id') },
  { command: 'saveStaff', what: 'at A site', body: (a) => ({ ...person, siteId: a.site }), expected: notFound('siteId') },
  { command: 'saveStaff', what: 'in A position', body: (a) => ({ ...person, positionId: a.position }), expected: notFound('positionId') },
  { command: 'deleteStaff', what: 'A staff', body: (a) => ({ id: a.staff }), expected: notFound('id') },
  { command: 'createStaffLogin', what: 'for A staff', body: (a) => ({ staffId: a.staff, account: 'intruder1', password: 'Start2026' }), expected: notFound('staffId') },
  { command: 'bindStaffLogin', what: 'to A staff', body: (a) => ({ staffId: a.staff, userId: a.user }), expected: notFound('staffId') },
  { command: 'bindStaffLogin', what: 'A login', body: (a, b) => ({ staffId: b.staff, userId: a.user }), expected: notFound('userId') },
  { command: 'unbindStaffLogin', what: 'A staff', body: (a) => ({ staffId: a.staff }), expected: notFound('staffId') },
  // Customer groups
  { command: 'saveCustomerGroup', what: 'update A group', body: (a) => ({ id: a.customerGroup, name: '越权组' }), expected: notFound('id') },
  { command: 'saveGroupCommands', what: 'A group', body: (a) => ({ groupId: a.customerGroup, commands: [] }), expected: notFound('groupId') },
  { command: 'deleteCustomerGroup', what: 'A group', body: (a) => ({ id: a.customerGroup }), expected: notFound('id') },
  { command: 'moveCustomersToGroup', what: 'A customer', body: (a, b) => ({ customerIds: [a.customer], groupId: b.customerGroup }), expected: { code: 10099, body: { field: 'customerIds', reason: 'notFound' } } },
  { command: 'moveCustomersToGroup', what: 'into A group', body: (a, b) => ({ customerIds: [b.customer], groupId: a.customerGroup }), expected: notFound('groupId') },
  // Customers and their logins
  { command: 'listCustomers', what: 'A customer by name', body: () => ({ ...page, keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'listCustomers', what: 'filter by A group', body: (a) => ({ ...page, groupId: a.customerGroup }), expected: 'emptyList' },
  { command: 'listCustomers', what: 'filter by A site', body: (a) => ({ ...page, siteId: a.site }), expected: 'emptyList' },
  { command: 'saveCustomer', what: 'update A customer', body: (a, b) => ({ ...customer, id: a.customer, siteId: b.site }), expected: notFound('id') },
  { command: 'saveCustomer', what: 'in A group', body: (a, b) => ({ ...customer, groupId: a.customerGroup, siteId: b.site }), expected: notFound('groupId') },
  { command: 'saveCustomer', what: 'at A site', body: (a) => ({ ...customer, siteId: a.site }), expected: notFound('siteId') },
  { command: 'setCustomerStatus', what: 'A customer', body: (a) => ({ id: a.customer, status: 'stopped' }), expected: notFound('id') },
  { command: 'setCustomerEnabled', what: 'A customer', body: (a) => ({ id: a.customer, enabled: false }), expected: notFound('id') },
  { command: 'deleteCustomer', what: 'A customer', body: (a) => ({ id: a.customer }), expected: notFound('id') },
  { command: 'createCustomerLogin', what: 'for A customer', body: (a) => ({ customerId: a.customer, account: 'intruder2', password: 'Start2026' }), expected: notFound('customerId') },
  { command: 'bindCustomerLogin', what: 'to A customer', body: (a) => ({ customerId: a.customer, userId: a.user }), expected: notFound('customerId') },
  { command: 'bindCustomerLogin', what: 'A login', body: (a, b) => ({ customerId: b.customer, userId: a.user }), expected: notFound('userId') },
  { command: 'unbindCustomerLogin', what: 'A customer', body: (a) => ({ customerId: a.customer }), expected: notFound('customerId') },
  { command: 'customerComboBox', what: 'A customer by name', body: () => ({ keyword: '隔离测试' }), expected: 'emptyList' },
  // Channels and number segments
  { command: 'listChannels', what: 'A channel by code', body: () => ({ ...page, keyword: 'ISO-TEST' }), expected: 'emptyList' },
  { command: 'transSortComBox', what: 'A channel for A customer', body: (a) => ({ customerId: a.customer, purpose: 'order', keyword: 'ISO-TEST' }), expected: 'emptyList' },
  { command: 'saveChannel', what: 'update A channel', body: (a) => ({ ...channel, id: a.channel }), expected: notFound('id') },
  { command: 'setChannelEnabled', what: 'A channel', body: (a) => ({ id: a.channel, enabled: false }), expected: notFound('id') },
  { command: 'deleteChannel', what: 'A channel', body: (a) => ({ id: a.channel }), expected: notFound('id') },
  { command: 'saveSegment', what: 'update A segment', body: (a, b) => ({ ...segment, id: a.segment, channelId: b.channel }), expected: notFound('id') },
  { command: 'saveSegment', what: 'on A channel', body: (a) => ({ ...segment, channelId: a.channel }), expected: notFound('channelId') },
  { command: 'setSegmentEnabled', what: 'A segment', body: (a) => ({ id: a.segment, enabled: false }), expected: notFound('id') },
  { command: 'deleteSegment', what: 'A segment', body: (a) => ({ id: a.segment }), expected: notFound('id') },
  // Transport agreements
  { command: 'listTransAgreements', what: 'filter by A customer', body: (a) => ({ ...page, customerId: a.customer }), expected: 'emptyList' },
  { command: 'transAgreementCustomerComboBox', what: 'A customer by name', body: () => ({ keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'saveTransAgreement', what: 'update A agreement', body: (a, b) => ({ id: a.transAgreement, customerId: b.customer, channelIds: [b.channel], validFrom: '2026-01-01' }), expected: notFound('id') },
  { command: 'saveTransAgreement', what: 'for A customer', body: (a, b) => ({ customerId: a.customer, channelIds: [b.channel], validFrom: '2026-01-01' }), expected: notFound('customerId') },
  { command: 'saveTransAgreement', what: 'for A group', body: (a, b) => ({ customerGroupId: a.customerGroup, channelIds: [b.channel], validFrom: '2026-01-01' }), expected: notFound('customerGroupId') },
  { command: 'saveTransAgreement', what: 'on A channel', body: (a, b) => ({ customerId: b.customer, channelIds: [a.channel], validFrom: '2026-01-01' }), expected: notFound('channelIds.0') },
  { command: 'deleteTransAgreement', what: 'A agreement', body: (a) => ({ id: a.transAgreement }), expected: notFound('id') },
  // Customer order rules
  { command: 'listOrderRules', what: 'filter by A customer', body: (a) => ({ ...page, customerId: a.customer }), expected: 'emptyList' },
  { command: 'orderRuleCustomerComboBox', what: 'A customer by name', body: () => ({ keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'saveOrderRule', what: 'update A rule', body: (a) => ({ id: a.orderRule, maxPieces: 9 }), expected: notFound('id') },
  { command: 'saveOrderRule', what: 'for A customer', body: (a) => ({ customerId: a.customer, maxPieces: 9 }), expected: notFound('customerId') },
  { command: 'saveOrderRule', what: 'on A channel', body: (a) => ({ channelId: a.channel, maxPieces: 9 }), expected: notFound('channelId') },
  { command: 'setOrderRuleEnabled', what: 'A rule', body: (a) => ({ id: a.orderRule, enabled: false }), expected: notFound('id') },
  { command: 'deleteOrderRule', what: 'A rule', body: (a) => ({ id: a.orderRule }), expected: notFound('id') },
  // Address book
  { command: 'listAddresses', what: 'A address by name', body: () => ({ ...page, keyword: 'Isolation' }), expected: 'emptyList' },
  { command: 'addressComboBox', what: 'A address by name', body: () => ({ type: 'receiver', keyword: 'Isolation' }), expected: 'emptyList' },
  { command: 'saveAddress', what: 'update A address', body: (a) => ({ ...address, id: a.address }), expected: notFound('id') },
  { command: 'setAddressFlag', what: 'A address', body: (a) => ({ id: a.address, flag: 'isDefault', value: true }), expected: notFound('id') },
  { command: 'deleteAddress', what: 'A address', body: (a) => ({ id: a.address }), expected: notFound('id') },
  // Import templates
  { command: 'getCompanyImportTemplate', what: 'A template', body: (a) => ({ id: a.importTemplate }), expected: notFound('id') },
  { command: 'saveCompanyImportTemplate', what: 'update A template', body: (a) => ({ ...receiveDraft('越权模板'), id: a.importTemplate, version: 1 }), expected: notFound('id') },
  { command: 'deleteCompanyImportTemplate', what: 'A template', body: (a) => ({ id: a.importTemplate }), expected: notFound('id') },
  { command: 'downloadImportTemplate', what: 'A template', body: (a) => ({ templateId: companyTemplateId(a.importTemplate) }), expected: notFound('templateId') },
  { command: 'startOrderImport', what: 'A template', body: (a) => ({ fileId: a.file, templateId: companyTemplateId(a.importTemplate), validRowsOnly: true }), expected: notFound('templateId') },
  { command: 'startOrderImport', what: 'A file', body: (a) => ({ fileId: a.file, templateId: 'receive', validRowsOnly: true }), expected: notFound('fileId') },
  // Invite codes and partnerships
  { command: 'generateInvite', what: 'for A customer', body: (a) => ({ customerId: a.customer }), expected: notFound('customerId') },
  { command: 'inviteCustomerComboBox', what: 'A customer by name', body: () => ({ keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'listInvites', what: 'A invite by customer', body: () => ({ ...page, customer: '隔离测试' }), expected: 'emptyList' },
  { command: 'abolishInvite', what: 'A invite', body: (a) => ({ id: a.invite }), expected: notFound('id') },
  { command: 'dissolvePartnership', what: 'A partnership', body: (a) => ({ id: a.partnership }), expected: notFound('id') },
  // Orders and tracking
  { command: 'getOrder', what: 'A order', body: (a) => ({ id: a.order }), expected: orderNotFound },
  { command: 'getOrderHistory', what: 'A order', body: (a) => ({ id: a.order }), expected: orderNotFound },
  { command: 'listOrders', what: 'filter by A customer', body: (a) => ({ customerId: a.orderInput.customerId }), expected: 'emptyList' },
  { command: 'countOrdersByStatus', what: 'filter by A customer', body: (a) => ({ customerId: a.orderInput.customerId }), expected: { code: 0, body: { all: 0 } } },
  { command: 'queryTracking', what: 'A order number', body: (a) => ({ numbers: a.orderNo }), expected: { code: 0, body: [{ found: false }] } },
  { command: 'createOrder', what: 'A customer and channel', body: (a) => a.orderInput, expected: notFound('customerId') },
  { command: 'updateOrder', what: 'A order', body: (a) => ({ ...a.orderInput, id: a.order, version: a.orderVersion }), expected: orderNotFound },
  { command: 'applyOrderAction', what: 'A order', body: (a) => ({ ids: [a.order], action: 'cancel', reason: 'forged' }), expected: orderNotFound },
  { command: 'auditPass', what: 'A order', body: (a) => ({ id: a.order, waybillNo: 'FORGED1' }), expected: orderNotFound },
  { command: 'bulkAudit', what: 'A order', body: (a) => ({ ids: [a.order] }), expected: orderNotFound },
  { command: 'addTrackingEvent', what: 'A order', body: (a) => ({ ...trackingEvent, orderId: a.order }), expected: orderNotFound },
  // Background tasks and files
  { command: 'cancelTask', what: 'A task', body: (a) => ({ taskId: a.task }), expected: notFound('taskId') },
  { command: 'terminateTask', what: 'A task', body: (a) => ({ taskId: a.task }), expected: notFound('taskId') },
  { service: 'file', command: 'fileDownload', what: 'A file', body: (a) => ({ fileId: a.file }), expected: notFound('fileId') },
  { service: 'file', command: 'Bulkdownload', what: 'A file', body: (a) => ({ fileIds: [a.file] }), expected: notFound('fileIds') },
  // Destination codes and city abbreviations (reference data)
  { command: 'listDestinations', what: 'A code by name', body: () => ({ ...page, keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'saveDestination', what: 'update A code', body: (a) => ({ id: a.destination, code: 'X-DEST', nameCn: '越权目的地', countryCode: 'US' }), expected: notFound('id') },
  { command: 'deleteDestination', what: 'A code', body: (a) => ({ id: a.destination }), expected: notFound('id') },
  { command: 'listCityAbbreviations', what: 'A abbreviation by name', body: () => ({ ...page, keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'saveCityAbbreviation', what: 'update A abbreviation', body: (a) => ({ id: a.cityAbbreviation, countryCode: 'US', cityName: '越权城', code: 'X' }), expected: notFound('id') },
  { command: 'deleteCityAbbreviation', what: 'A abbreviation', body: (a) => ({ id: a.cityAbbreviation }), expected: notFound('id') },
  { command: 'listRemoteAreas', what: 'A remote area by city', body: () => ({ ...page, place: '隔离测试' }), expected: 'emptyList' },
  { command: 'saveRemoteArea', what: 'update A remote area', body: (a) => ({ id: a.remoteArea, country: 'US', postcode: '99', remoteClass: 'remote' }), expected: notFound('id') },
  { command: 'saveRemoteArea', what: 'a remote area on A channel', body: (a) => ({ channelId: a.channel, country: 'US', postcode: '99', remoteClass: 'remote' }), expected: notFound('channelId') },
  { command: 'deleteRemoteArea', what: 'A remote area', body: (a) => ({ id: a.remoteArea }), expected: notFound('id') },
  { command: 'listSubjects', what: 'A subject by name', body: () => ({ ...page, keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'saveSubject', what: 'update A subject', body: (a) => ({ id: a.subject, customerId: a.customer, name: '越权主体', countryCode: 'DE' }), expected: notFound('id') },
  { command: 'saveSubject', what: 'a subject of A customer', body: (a) => ({ customerId: a.customer, name: '越权主体', countryCode: 'DE' }), expected: notFound('customerId') },
  { command: 'deleteSubject', what: 'A subject', body: (a) => ({ id: a.subject }), expected: notFound('id') },
  { command: 'customerSubjects', what: 'A customer\'s subjects', body: (a) => ({ customerId: a.customer }), expected: notFound('customerId') },
  // The SKU library
  { command: 'listSkus', what: 'A SKU by name', body: () => ({ ...page, keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'saveSku', what: 'update A SKU', body: (a) => ({ id: a.sku, customerId: a.customer, code: 'X-SKU', nameCn: '越权商品' }), expected: notFound('id') },
  { command: 'saveSku', what: 'a SKU of A customer', body: (a) => ({ customerId: a.customer, code: 'X-SKU', nameCn: '越权商品' }), expected: notFound('customerId') },
  { command: 'deleteSku', what: 'A SKU', body: (a) => ({ id: a.sku }), expected: notFound('id') },
  { command: 'skuComboBox', what: "A customer's SKUs", body: (a) => ({ customerId: a.customer, keyword: 'ISO' }), expected: notFound('customerId') },
  { command: 'skuCustomerComboBox', what: 'A customer by name', body: () => ({ keyword: '隔离测试' }), expected: 'emptyList' },
  { command: 'listEnglishNameRules', what: 'A English name rule by Chinese name', body: () => ({ ...page, nameCn: '隔离测试' }), expected: 'emptyList' },
  { command: 'saveEnglishNameRule', what: 'update A English name rule', body: (a) => ({ id: a.englishNameRule, kind: 'exact', nameCn: '越权品名', nameEn: 'X' }), expected: notFound('id') },
  { command: 'deleteEnglishNameRule', what: 'A English name rule', body: (a) => ({ id: a.englishNameRule }), expected: notFound('id') },
  // The audit log names records; A's entries stay A's.
  { command: 'listAuditLog', what: 'A entries by name', body: () => ({ ...page, dateFrom: daysFromToday(-1), dateTo: daysFromToday(1), keyword: '隔离测试' }), expected: 'emptyList' },
];
