import type { LabelOrder } from '@parcelflow/contract';
import { labelOrderOf } from '@parcelflow/server/src/modules/label/label-orders.fixture.ts';

const CITIES = ['Los Angeles', 'New York', 'Chicago', 'Houston', 'Seattle'];

/** `count` orders of one piece each, every number distinct: a waybill, its sub-waybill, reference numbers. */
export function benchOrders(count: number): LabelOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const waybillNo = `PF${String(300000000 + index)}CN`;
    return labelOrderOf({
      orderNo: `SO2026${String(index).padStart(6, '0')}`, waybillNo, subWaybillNos: [`${waybillNo}001`],
      referenceNo1: `REF-${100000 + index}`, referenceNo2: `SHOP-${200000 + index}`, weight: 0.5 + (index % 40) / 4,
      paymentMethod: index % 5 === 0 ? 'COD' : 'PP', codAmount: index % 5 === 0 ? 10 + (index % 90) : null,
      receiver: { ...labelOrderOf().receiver, name: `Customer ${index}`, address1: `${100 + index} Main Street`, city: CITIES[index % CITIES.length] ?? 'Boston' },
      sender: { ...labelOrderOf().sender, name: ['张伟', '王芳', '李娜', '刘洋'][index % 4] ?? '陈静' },
    });
  });
}
