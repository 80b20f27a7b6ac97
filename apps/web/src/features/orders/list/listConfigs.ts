import { ORDER_STATUSES, type OrderKind, type OrderListRow, type OrderStatus } from '@parcelflow/contract';

/** The columns a list can show: fields of a row, plus the links to the order's pages. */
export type OrderColumnKey = Exclude<keyof OrderListRow, 'id' | 'version' | 'referenceNo1'> | 'referenceNo' | 'links';

export type OrderListKey = 'receive' | 'send' | 'special' | 'waybill' | 'waybillDetail';

export type OrderListConfig = {
  /** Names the remembered column choice: `orderList.<listKey>.columns`. */
  listKey: OrderListKey;
  path: string;
  /** The menu's i18n key, which is also the tab name. */
  tabName: string;
  /** Absent: every kind. */
  kinds?: OrderKind[];
  withWaybill: boolean;
  /** The status tabs after "all". */
  statuses: readonly OrderStatus[];
  /** Every column the list offers, in display order; the first is pinned to the left. */
  columns: readonly OrderColumnKey[];
  /** Shown until the user chooses otherwise. */
  defaultColumns: readonly OrderColumnKey[];
  /** Rows open to show boxes, invoice lines and addresses. */
  expandable: boolean;
};

/** The tabs of screens-protocol.md section 2, in its order (to get label before to be corrected). */
const LIST_TAB_STATUSES: readonly OrderStatus[] = [
  'toBeSupplemented', 'toBeAudited', 'toGetLabel', 'toBeCorrected', 'toShip', 'toHandOver',
  'sending', 'checkingOut', 'inTransit', 'signed', 'completed', 'cancelled',
];

/** A waybill exists from the audit on, so waybill lists show the statuses from "to get label". */
const WAYBILL_TAB_STATUSES = ORDER_STATUSES.slice(ORDER_STATUSES.indexOf('toGetLabel'));

/** The totalled figures come early, so their totals show without scrolling at 1440 px. */
const ORDER_COLUMNS: readonly OrderColumnKey[] = [
  'orderNo', 'status', 'kind', 'waybillNo', 'customerName', 'channelName', 'country', 'pieces', 'weight', 'declaredValue',
  'createdAt', 'customerNo', 'referenceNo', 'transferNo', 'fbaNo', 'itemName', 'receiverName', 'auditedAt', 'links',
];
const ORDER_DEFAULTS = ORDER_COLUMNS.filter((key) => !['transferNo', 'fbaNo', 'referenceNo', 'auditedAt'].includes(key));

const WAYBILL_COLUMNS: readonly OrderColumnKey[] = [
  'waybillNo', 'orderNo', 'status', 'kind', 'channelCode', 'channelName', 'country', 'pieces', 'weight', 'declaredValue',
  'transferNo', 'customerName', 'receiverName', 'auditedAt', 'createdAt', 'customerNo', 'referenceNo', 'fbaNo', 'itemName', 'links',
];
// The links column (view, and edit while correctable) ends the table pinned on the right, as on the order lists.
const WAYBILL_DEFAULTS = WAYBILL_COLUMNS.filter((key) => !['customerNo', 'referenceNo', 'fbaNo', 'itemName', 'channelCode'].includes(key));

const orderList = (listKey: OrderListKey, path: string, tabName: string, kinds: OrderKind[]): OrderListConfig => ({
  listKey, path, tabName, kinds, withWaybill: false, statuses: LIST_TAB_STATUSES,
  columns: kinds.length > 1 ? ORDER_COLUMNS : ORDER_COLUMNS.filter((key) => key !== 'kind'),
  defaultColumns: kinds.length > 1 ? ORDER_DEFAULTS : ORDER_DEFAULTS.filter((key) => key !== 'kind'),
  expandable: false,
});

const waybillList = (listKey: OrderListKey, path: string, tabName: string, expandable: boolean): OrderListConfig => ({
  listKey, path, tabName, withWaybill: true, statuses: WAYBILL_TAB_STATUSES, columns: WAYBILL_COLUMNS, defaultColumns: WAYBILL_DEFAULTS, expandable,
});

export const ORDER_LIST_CONFIGS: readonly OrderListConfig[] = [
  orderList('receive', '/orderManagement/orderLists/receive', 'menu.receiveList', ['receive', 'hyreceive', 'proxy', 'create', 'fba', 'fbacommon']),
  orderList('send', '/orderManagement/orderLists/send', 'menu.sendList', ['send']),
  orderList('special', '/orderManagement/specialList', 'menu.specialList', ['special']),
  waybillList('waybill', '/orderManagement/WaybillList', 'menu.waybillList', false),
  waybillList('waybillDetail', '/orderManagement/waybilldetail', 'menu.waybillDetail', true),
];
