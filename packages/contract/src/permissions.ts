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
    ],
  },
  {
    id: '8', key: 'enterpriseManagement', audience: 'both', children: [
      { id: '8_1', key: 'authority', path: '/enterpriseManagement/powerManagement/authority', audience: 'both' },
      { id: '8_2', key: 'numberSegment', path: '/enterpriseManagement/NumberSegment', audience: 'carrier' },
    ],
  },
  {
    id: '9', key: 'systemManagement', audience: 'both', children: [
      { id: '9_1', key: 'changePassword', path: '/systemManagent/changepasswordmenu', audience: 'both' },
      { id: '9_2', key: 'apiCommands', path: '/systemManagent/apiCommands', audience: 'both' },
      { id: '9_3', key: 'language', path: '/language', audience: 'both', adminOnly: true },
      { id: '9_4', key: 'customConfig', path: '/systemManagent/customConfig', audience: 'both' },
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
  'order.create': { menuId: '1_1' },
  'order.edit': { menuId: '1_2' },
  'order.audit': { menuId: '1_2' },
  'order.revoke': { menuId: '1_2' },
  'order.operate': { menuId: '1_2' },
  'order.cancel': { menuId: '1_2' },
  'order.delete': { menuId: '1_2' },
  'order.restore': { menuId: '1_2' },
  'tracking.view': { menuId: '1_14' },
  'tracking.add': { menuId: '1_14' },
  'segment.view': { menuId: '8_2' },
  'segment.edit': { menuId: '8_2' },
  'position.view': { menuId: '8_1' },
  'position.edit': { menuId: '8_1' },
  'language.view': { menuId: '9_3' },
  'language.edit': { menuId: '9_3' },
  'company.settings.view': { menuId: '9_4' },
  'company.settings.edit': { menuId: '9_4' },
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
