import type { TFunction } from 'i18next';
import type { OrderListRow } from '@parcelflow/contract';
import { CommandFailure } from '../../../app/envelope.ts';

export type ActionOrder = Pick<OrderListRow, 'id' | 'status' | 'orderNo' | 'kind'>;

/**
 * Names the order that stopped an all-or-nothing action: 400 {field:'ids', id, orderNo, status} when its
 * status forbids it, 20157 {id} when it is gone. Other failures have said enough in the global hint.
 */
export function describeRefusal(error: unknown, orders: readonly ActionOrder[], action: string, t: TFunction): string | undefined {
  if (!(error instanceof CommandFailure)) return undefined;
  const { code, params } = error;
  const known = orders.find((order) => order.id === Number(params.id));
  const orderNo = params.orderNo ?? known?.orderNo ?? params.id;
  if (code === 400 && params.field === 'ids') {
    return t('orderList.actions.refusedStatus', { orderNo, status: t(`order.status.${params.status ?? known?.status}`), action });
  }
  if (code === 20157) return t('orderList.actions.refusedMissing', { orderNo });
  return undefined;
}
