import type { BillLineView, BillView, TaskView } from '@parcelflow/contract';

/** Bills and lines as the server answers them, for the pages' tests. */
export function billOf(id: number, overrides: Partial<BillView> = {}): BillView {
  return {
    id, billNo: `BL2611300${id}`, billDate: '2026-11-30', periodFrom: '2026-11-01', periodTo: '2026-11-30', customerId: 11, customerCode: 'C0001',
    customerName: '优品贸易', carrierCompanyNo: 'HYEXP', carrierName: '华远物流', type: 'regular', ticketCount: 12, paymentMethod: 'PP', settlementType: 'monthly',
    amounts: [{ currency: 'RMB', amount: '12345.60', writtenOff: '0.00', open: '12345.60' }], reconcilerName: '对账小李', confirmStatus: 'unconfirmed',
    confirmedAt: null, confirmedByName: null, writeOffStatus: 'unwrittenOff', disputedLines: 0, createdAt: '2026-12-01T01:00:00.000Z', ...overrides,
  };
}

export function lineOf(id: number, overrides: Partial<BillLineView> = {}): BillLineView {
  return {
    id, billId: 1, billNo: 'BL26113001', kind: 'order', orderId: id, orderNo: `HY26112000${id}`, waybillNo: `1Z0000${id}`, customerCode: 'C0001',
    auditedAt: '2026-11-20T08:30:00.000Z', channelCode: 'USFX', channelName: '美国专线', destinationCountry: 'US', chargeableWeight: '4.0', currency: 'RMB',
    amount: '154.40', breakdown: null, disputeReason: null, disputedAt: null, ...overrides,
  };
}

export function taskOf(id: number, status: TaskView['status'], result: unknown = null): TaskView {
  return {
    id, commonName: 3, type: 'billGeneration', status, reqParam: {}, progress: { done: 0, total: 0 }, result, errorInfo: null, inputFileId: null,
    resultFileId: null, cancelRequested: false, createdAt: '2026-12-01T01:00:00.000Z', startedAt: null, finishedAt: null,
  };
}
