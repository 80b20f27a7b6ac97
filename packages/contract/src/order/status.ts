/**
 * Order statuses (entities-rules.md 4.1, with the "sending" and "checking out" list tabs of
 * screens-protocol.md section 2 read as the two steps between hand-over and in transit).
 */
export const ORDER_STATUSES = [
  'toBeSupplemented',
  'toBeAudited',
  'toBeCorrected',
  'toGetLabel',
  'toShip',
  'toHandOver',
  'sending',
  'checkingOut',
  'inTransit',
  'signed',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Tag colours of the statuses in lists and detail pages (antd preset colours). */
export const ORDER_STATUS_COLOURS = {
  toBeSupplemented: 'default',
  toBeAudited: 'gold',
  toBeCorrected: 'red',
  toGetLabel: 'purple',
  toShip: 'blue',
  toHandOver: 'geekblue',
  sending: 'cyan',
  checkingOut: 'cyan',
  inTransit: 'processing',
  signed: 'green',
  completed: 'success',
  cancelled: 'default',
} as const satisfies Record<OrderStatus, string>;
