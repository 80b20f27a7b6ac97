import type { OrderKind } from '@parcelflow/contract';

/** What each creation screen shows beyond the common order (screens-protocol.md: "Order creation"). */
export type OrderFormKind = {
  /** Amazon warehouse and FBA shipment ID; the warehouse fills the receiver. */
  fba: boolean;
  /** A transfer number to the next carrier (outbound, proxy and special orders). */
  transferNo: boolean;
  /** The next carrier the goods are handed to, by its company code (outbound and proxy orders). */
  partner: boolean;
  /** Sea freight names a notify party on the bill of lading, so its section starts open. */
  notifierOpen: boolean;
};

export const ORDER_FORM_KINDS = {
  receive: { fba: false, transferNo: false, partner: false, notifierOpen: false },
  hyreceive: { fba: false, transferNo: false, partner: false, notifierOpen: true },
  send: { fba: false, transferNo: true, partner: true, notifierOpen: false },
  proxy: { fba: false, transferNo: true, partner: true, notifierOpen: false },
  create: { fba: false, transferNo: false, partner: false, notifierOpen: false },
  fba: { fba: true, transferNo: false, partner: false, notifierOpen: false },
  fbacommon: { fba: true, transferNo: false, partner: false, notifierOpen: false },
  special: { fba: false, transferNo: true, partner: false, notifierOpen: false },
} as const satisfies Record<OrderKind, OrderFormKind>;

/** The creation route of each kind, as the spec names it, with its menu label as the tab name. */
export const CREATE_ORDER_ROUTES = [
  { kind: 'receive', path: '/orderManagement/createOrder/receive', tabName: 'menu.createReceive' },
  { kind: 'hyreceive', path: '/orderManagement/createOrder/hyreceive', tabName: 'menu.createHyreceive' },
  { kind: 'send', path: '/orderManagement/createOrder/send', tabName: 'menu.createSend' },
  { kind: 'proxy', path: '/orderManagement/createOrder/proxyInput', tabName: 'menu.proxyInput' },
  { kind: 'create', path: '/orderManagement/createOrder/CreateOrder', tabName: 'menu.createOrder' },
  { kind: 'fba', path: '/orderManagement/createOrder/fbaOrder', tabName: 'menu.fbaOrder' },
  { kind: 'fbacommon', path: '/orderManagement/createOrder/fbacommon', tabName: 'menu.fbacommon' },
  { kind: 'special', path: '/orderManagement/specialOrder', tabName: 'menu.specialOrder' },
] as const satisfies readonly { kind: OrderKind; path: string; tabName: string }[];

/** The list an order of this kind appears in, for the "go to the list" button after saving. */
export function listPathOf(kind: OrderKind): string {
  if (kind === 'send') return '/orderManagement/orderLists/send';
  if (kind === 'special') return '/orderManagement/specialList';
  return '/orderManagement/orderLists/receive';
}
