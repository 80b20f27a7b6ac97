import type { OrderKind } from '@parcelflow/contract';

/** The detail pages of an order (screens-protocol.md: "Order edit, view and examine"). */
export type OrderPageMode = 'update' | 'view' | 'examine';

/**
 * Which {id} route of the spec opens an order of each kind. The spec names view and examine pages only
 * for overseas entry and the two FBA kinds; the other kinds use the overseas-entry pages, which show any order.
 */
export const ORDER_PAGES = {
  receive: { update: '/receive_order_update', view: '/overseasEntry_details', examine: '/overseasEntry_examine' },
  hyreceive: { update: '/hyreceiveorderupdate', view: '/overseasEntry_details', examine: '/overseasEntry_examine' },
  send: { update: '/send_order_update', view: '/overseasEntry_details', examine: '/overseasEntry_examine' },
  proxy: { update: '/proxy_order_update', view: '/overseasEntry_details', examine: '/overseasEntry_examine' },
  create: { update: '/receive_order_update', view: '/overseasEntry_details', examine: '/overseasEntry_examine' },
  special: { update: '/special_order_update', view: '/overseasEntry_details', examine: '/overseasEntry_examine' },
  fba: { update: '/fbaOrder_update', view: '/fbaOrder_view', examine: '/fbaOrder_examine' },
  fbacommon: { update: '/fbacommonUpdate', view: '/fbacommonview', examine: '/fbacommonExamine' },
} as const satisfies Record<OrderKind, Record<OrderPageMode, string>>;

export function orderPagePath(kind: OrderKind, mode: OrderPageMode, id: number): string {
  return `${ORDER_PAGES[kind][mode]}/${id}`;
}
