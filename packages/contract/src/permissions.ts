/**
 * Menus and function buttons, declared once. Menu ids follow the spec's numbering (the order-list node is
 * "1"); a menu's label is `menu.<key>`, a function's `func.<key>`. Only screens that
 * exist are listed: each issue that adds a screen adds its node here.
 */
export type Audience = 'carrier' | 'owner' | 'both';

export type MenuNode = {
  id: string;
  key: string;
  /** Route of the page inside the shell; absent on group nodes. */
  path?: string;
  audience: Audience;
  /** Shown only to a company administrator, whatever the position grants (the language screen). */
  adminOnly?: boolean;
  children?: readonly MenuNode[];
};

export const MENU_TREE = [
  {
    id: '1', key: 'orderManagement', audience: 'both', children: [
      { id: '1_1', key: 'createReceive', path: '/orderManagement/createOrder/receive', audience: 'carrier' },
      { id: '1_2', key: 'receiveList', path: '/orderManagement/orderLists/receive', audience: 'both' },
      { id: '1_3', key: 'sendList', path: '/orderManagement/orderLists/send', audience: 'carrier' },
      { id: '1_4', key: 'createSend', path: '/orderManagement/createOrder/send', audience: 'carrier' },
      { id: '1_5', key: 'createHyreceive', path: '/orderManagement/createOrder/hyreceive', audience: 'carrier' },
      { id: '1_6', key: 'proxyInput', path: '/orderManagement/createOrder/proxyInput', audience: 'carrier' },
      { id: '1_7', key: 'createOrder', path: '/orderManagement/createOrder/CreateOrder', audience: 'owner' },
      { id: '1_8', key: 'fbaOrder', path: '/orderManagement/createOrder/fbaOrder', audience: 'both' },
      { id: '1_9', key: 'fbacommon', path: '/orderManagement/createOrder/fbacommon', audience: 'both' },
      { id: '1_10', key: 'specialOrder', path: '/orderManagement/specialOrder', audience: 'carrier' },
      { id: '1_11', key: 'specialList', path: '/orderManagement/specialList', audience: 'carrier' },
      { id: '1_12', key: 'waybillList', path: '/orderManagement/WaybillList', audience: 'carrier' },
      { id: '1_13', key: 'waybillDetail', path: '/orderManagement/waybilldetail', audience: 'carrier' },
      { id: '1_14', key: 'orderTrack', path: '/orderManagement/ordertrack', audience: 'both' },
      { id: '1_15', key: 'orderImport', path: '/orderManagement/createOrder/overseasEntryImport', audience: 'carrier' },
      { id: '1_17', key: 'forecastUpload', path: '/orderManagement/createOrder/forecastUpload', audience: 'owner' },
      { id: '1_18', key: 'scanToPrint', path: '/orderManagement/ScantoPrint', audience: 'carrier' },
      {
        id: '1_16', key: 'print', audience: 'carrier', children: [
          { id: '1_16_1', key: 'importTheConfiguration', path: '/orderManagement/Print/importTheConfiguration', audience: 'carrier' },
          { id: '1_16_2', key: 'printConfiguration', path: '/orderManagement/Print/printConfiguration', audience: 'carrier' },
        ],
      },
    ],
  },
  {
    id: '8', key: 'enterpriseManagement', audience: 'both', children: [
      { id: '8_1', key: 'authority', path: '/enterpriseManagement/powerManagement/authority', audience: 'both' },
      { id: '8_2', key: 'numberSegment', path: '/enterpriseManagement/NumberSegment', audience: 'carrier' },
      { id: '8_3', key: 'siteManagement', path: '/enterpriseManagement/siteManagement', audience: 'carrier' },
      { id: '8_4', key: 'staffManagement', path: '/enterpriseManagement/staffManagement', audience: 'both' },
      { id: '8_5', key: 'customerManagement', path: '/enterpriseManagement/customerManagement', audience: 'carrier' },
      { id: '8_6', key: 'customerGroups', path: '/enterpriseManagement/powerManagement/custgroupmanage', audience: 'carrier' },
      { id: '8_7', key: 'transportationChannel', path: '/enterpriseManagement/transportationChannel', audience: 'carrier' },
      { id: '8_8', key: 'transAgreement', path: '/enterpriseManagement/transAgreement', audience: 'carrier' },
      { id: '8_9', key: 'customerOrderRules', path: '/enterpriseManagement/customerorderrules', audience: 'carrier' },
      { id: '8_10', key: 'limitQuerySettings', path: '/enterpriseManagement/limitquerysettings', audience: 'carrier' },
      // Customers record their transfers, the carrier's cashier confirms them (docs/finance.md).
      { id: '8_11', key: 'recharge', path: '/enterpriseManagement/recharge', audience: 'both' },
      // The finance units that own customers and sites (docs/finance.md).
      { id: '8_12', key: 'financialDept', path: '/enterpriseManagement/financialDept', audience: 'carrier' },
    ],
  },
  {
    // The spec's route list puts partners and invitation codes under messages; only carriers invite.
    id: '11', key: 'messages', audience: 'both', children: [
      { id: '11_1', key: 'partner', path: '/partner', audience: 'both' },
      { id: '11_2', key: 'invite', path: '/invite', audience: 'carrier' },
    ],
  },
  {
    id: '9', key: 'systemManagement', audience: 'both', children: [
      { id: '9_1', key: 'changePassword', path: '/systemManagent/changepasswordmenu', audience: 'both' },
      { id: '9_2', key: 'apiCommands', path: '/systemManagent/apiCommands', audience: 'both' },
      { id: '9_3', key: 'language', path: '/language', audience: 'both', adminOnly: true },
      { id: '9_4', key: 'customConfig', path: '/systemManagent/customConfig', audience: 'both' },
      { id: '9_5', key: 'logQuery', path: '/systemManagent/logQuery', audience: 'both' },
      { id: '9_6', key: 'addressBook', path: '/systemManagent/address', audience: 'both' },
      { id: '9_7', key: 'printLog', path: '/systemManagent/printquery', audience: 'carrier' },
      { id: '9_9', key: 'dataUpdate', path: '/systemManagent/dataUpdate', audience: 'carrier' },
      { id: '9_8', key: 'skuLibrary', path: '/systemManagent/skuLibrary', audience: 'carrier' },
      { id: '9_10', key: 'baseData', path: '/systemManage/baseData', audience: 'carrier' },
      { id: '9_11', key: 'financialData', path: '/systemManagent/financialData', audience: 'carrier' },
    ],
  },
  {
    // Reference data of issue 15: what a carrier keeps beside its orders (docs/reference-data.md).
    id: '12', key: 'dataQuery', audience: 'carrier', children: [
      { id: '12_1', key: 'destination', path: '/Dataquery/destination', audience: 'carrier' },
      { id: '12_2', key: 'airportCode', path: '/dataManage/airportCode', audience: 'carrier' },
      { id: '12_3', key: 'cityAbbreviation', path: '/cityAbbreviation', audience: 'carrier' },
      { id: '12_6', key: 'postcode', path: '/Dataquery/zipcodeInformation', audience: 'carrier' },
      { id: '12_7', key: 'remoteArea', path: '/Dataquery/remotedata', audience: 'carrier' },
      { id: '12_8', key: 'subject', path: '/Dataquery/subjectInformation', audience: 'carrier' },
      { id: '12_4', key: 'blacklist', path: '/Dataquery/blacklist', audience: 'carrier' },
      // Listed under "Other" in the spec; beside the entries it governs, where a clerk looks for it.
      { id: '12_5', key: 'blacklistRule', path: '/blacklistrule', audience: 'carrier' },
      // Listed under "Other" in the spec; beside the other data an order's lines are checked against.
      { id: '12_9', key: 'englishNameRule', path: '/englishnamerules', audience: 'carrier' },
    ],
  },
  {
    // Prices (issue 16, docs/prices.md): rate cards, and the price query staff and customers run.
    id: '13', key: 'financeManagement', audience: 'both', children: [
      { id: '13_1', key: 'rateCards', path: '/financeManagement/rateCards', audience: 'carrier' },
      { id: '13_2', key: 'priceLevels', path: '/financeManagement/priceLevels', audience: 'carrier' },
      { id: '13_3', key: 'priceQuery', path: '/financeManagement/pricequery', audience: 'carrier' },
      { id: '13_4', key: 'priceQueryOwn', path: '/financeManagement/pricequerysht', audience: 'both' },
      { id: '13_5', key: 'billQuery', path: '/financeManagement/billquery', audience: 'both' },
      { id: '13_6', key: 'billDetails', path: '/financeManagement/billdetails', audience: 'both' },
      { id: '13_7', key: 'cashQuery', path: '/financeManagement/cashquery', audience: 'both' },
      // Receivables and receipts per customer, site, channel and period: the carrier's own figures.
      { id: '13_8', key: 'settlementDetails', path: '/financeManagement/settlementDetails', audience: 'carrier' },
      { id: '13_9', key: 'financeDunning', path: '/financeManagement/dunning', audience: 'carrier' },
    ],
  },
  {
    id: '10', key: 'account', audience: 'both', children: [
      { id: '10_1', key: 'accountSettings', path: '/user/other/account', audience: 'both' },
    ],
  },
] as const satisfies readonly MenuNode[];

/** Function buttons: each belongs to a menu; positions grant them visible and usable. */
export const FUNCTIONS = {
  'order.view': { menuId: '1_2' },
  // On a menu both kinds of company see: a cargo owner creates orders (CreateOrder, forecastUpload) as a carrier does.
  'order.create': { menuId: '1_2' },
  'order.edit': { menuId: '1_2' },
  'order.audit': { menuId: '1_2' },
  'order.revoke': { menuId: '1_2' },
  'order.operate': { menuId: '1_2' },
  'order.cancel': { menuId: '1_2' },
  'order.delete': { menuId: '1_2' },
  'order.restore': { menuId: '1_2' },
  /** Labels and documents of orders from the lists and the order page. */
  'order.print': { menuId: '1_2' },
  'order.scanPrint': { menuId: '1_18' },
  'tracking.view': { menuId: '1_14' },
  'tracking.add': { menuId: '1_14' },
  'importTemplate.view': { menuId: '1_16_1' },
  'importTemplate.edit': { menuId: '1_16_1' },
  'printTemplate.view': { menuId: '1_16_2' },
  'printTemplate.edit': { menuId: '1_16_2' },
  'segment.view': { menuId: '8_2' },
  'segment.edit': { menuId: '8_2' },
  'site.view': { menuId: '8_3' },
  'site.edit': { menuId: '8_3' },
  'staff.view': { menuId: '8_4' },
  'staff.edit': { menuId: '8_4' },
  'customer.view': { menuId: '8_5' },
  'customer.edit': { menuId: '8_5' },
  'customerGroup.view': { menuId: '8_6' },
  'customerGroup.edit': { menuId: '8_6' },
  'channel.view': { menuId: '8_7' },
  'channel.edit': { menuId: '8_7' },
  'transAgreement.view': { menuId: '8_8' },
  'transAgreement.edit': { menuId: '8_8' },
  'orderRule.view': { menuId: '8_9' },
  'orderRule.edit': { menuId: '8_9' },
  'queryLimits.view': { menuId: '8_10' },
  'queryLimits.edit': { menuId: '8_10' },
  'position.view': { menuId: '8_1' },
  'position.edit': { menuId: '8_1' },
  'language.view': { menuId: '9_3' },
  'language.edit': { menuId: '9_3' },
  'company.settings.view': { menuId: '9_4' },
  'company.settings.edit': { menuId: '9_4' },
  'auditLog.view': { menuId: '9_5' },
  'printLog.view': { menuId: '9_7' },
  'sku.view': { menuId: '9_8' },
  'sku.edit': { menuId: '9_8' },
  'address.view': { menuId: '9_6' },
  'address.edit': { menuId: '9_6' },
  'partner.view': { menuId: '11_1' },
  /** A cargo owner enters an invite code; either side dissolves. */
  'partner.edit': { menuId: '11_1' },
  'invite.view': { menuId: '11_2' },
  'invite.edit': { menuId: '11_2' },
  'destination.view': { menuId: '12_1' },
  'destination.edit': { menuId: '12_1' },
  'airport.view': { menuId: '12_2' },
  'cityAbbreviation.view': { menuId: '12_3' },
  'cityAbbreviation.edit': { menuId: '12_3' },
  'postcode.view': { menuId: '12_6' },
  'postcode.edit': { menuId: '12_6' },
  'remoteArea.view': { menuId: '12_7' },
  'remoteArea.edit': { menuId: '12_7' },
  'dataUpdate.view': { menuId: '9_9' },
  'dataUpdate.edit': { menuId: '9_9' },
  'baseData.view': { menuId: '9_10' },
  'baseData.edit': { menuId: '9_10' },
  'exchangeRate.view': { menuId: '9_11' },
  'exchangeRate.edit': { menuId: '9_11' },
  'rateCard.view': { menuId: '13_1' },
  'rateCard.edit': { menuId: '13_1' },
  /** The carrier's cost cards and cost prices: finance's, never a customer's. */
  'rateCard.cost': { menuId: '13_1' },
  'priceLevel.view': { menuId: '13_2' },
  'priceLevel.edit': { menuId: '13_2' },
  'price.query': { menuId: '13_3' },
  'price.queryOwn': { menuId: '13_4' },
  /** Cash accounts and their ledger: the carrier's finance, a customer's login and a cargo owner their own. */
  'cash.view': { menuId: '13_7' },
  /** Manual adjustments, reversals and credit limits: the finance manager's. */
  'cash.adjust': { menuId: '13_7' },
  /** Bills and their lines: finance, a customer's login and a cargo owner their own. */
  'bill.view': { menuId: '13_5' },
  /** Starts bill generation: receivables finance and the finance manager. */
  'bill.generate': { menuId: '13_5' },
  /** Confirms or disputes a bill: the customer for itself, the reconciler for it. */
  'bill.confirm': { menuId: '13_5' },
  /** Writes bills off against receipts: the reconciler, receivables finance and the finance manager. */
  'bill.writeOff': { menuId: '13_5' },
  /** Dunning rules and the reminders they sent: the carrier's finance. */
  'dunning.view': { menuId: '13_9' },
  /** Creates, changes and deletes dunning rules: the finance manager and receivables finance. */
  'dunning.edit': { menuId: '13_9' },
  /** Settlement details and the financial data's overview: the carrier's finance. */
  'settlement.view': { menuId: '13_8' },
  'recharge.view': { menuId: '8_11' },
  /** Records a transfer: a customer for itself, staff for a customer. */
  'recharge.record': { menuId: '8_11' },
  /** Confirms or rejects recorded transfers: the cashier's. */
  'recharge.confirm': { menuId: '8_11' },
  'financeDept.view': { menuId: '8_12' },
  /** Creates, changes and deletes departments and sets the customers and sites they own. */
  'financeDept.edit': { menuId: '8_12' },
  'subject.view': { menuId: '12_8' },
  'subject.edit': { menuId: '12_8' },
  'blacklist.view': { menuId: '12_4' },
  'blacklist.edit': { menuId: '12_4' },
  'blacklistRule.view': { menuId: '12_5' },
  'blacklistRule.edit': { menuId: '12_5' },
  'englishNameRule.view': { menuId: '12_9' },
  'englishNameRule.edit': { menuId: '12_9' },
} as const satisfies Record<string, { menuId: string }>;

export type FunctionKey = keyof typeof FUNCTIONS;
export const FUNCTION_KEYS = Object.keys(FUNCTIONS) as FunctionKey[];

/** What a command needs: nothing, a valid session, or a function granted as usable. */
export type Permission = 'public' | 'session' | FunctionKey;

export function flattenMenus(nodes: readonly MenuNode[] = MENU_TREE): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flattenMenus(node.children ?? [])]);
}

export const MENU_IDS = flattenMenus().map((node) => node.id);

export function isMenuForAudience(node: MenuNode, isCarrier: boolean): boolean {
  return node.audience === 'both' || node.audience === (isCarrier ? 'carrier' : 'owner');
}

/** The functions a company of this kind can hold: those on a menu of its audience (a cargo owner holds no site function). */
export function functionsForAudience(isCarrier: boolean): FunctionKey[] {
  const menus = new Map(flattenMenus().map((node) => [node.id, node]));
  return FUNCTION_KEYS.filter((key) => {
    const menu = menus.get(FUNCTIONS[key].menuId);
    return menu !== undefined && isMenuForAudience(menu, isCarrier);
  });
}
