import type { CreateOrderInput, OrderDetail, OrderKind } from '@parcelflow/contract';
import { withoutBlanks } from '../../../app/forms/zodForm.ts';

/** The values a new order's form starts with: one box, prepaid parcel, in the user's currency of habit. */
export function blankOrder(kind: OrderKind): Partial<CreateOrderInput> {
  return {
    kind,
    packingType: 'WPX',
    paymentMethod: 'PP',
    goodsType: 'general',
    declaredCurrency: 'USD',
    boxes: [{ boxNo: '1', quantity: 1 } as CreateOrderInput['boxes'][number]],
    invoiceLines: [],
    // The carriers using this are in China, so their senders mostly are.
    sender: { country: 'CN' } as CreateOrderInput['sender'],
  };
}

/** The form values of a saved order (what getOrder answers, without its state). */
export function formValuesOf(order: OrderDetail): Partial<CreateOrderInput> {
  const { id: _id, orderNo: _no, status: _status, version: _version, country: _country, companyId: _company, ownerCompanyId: _owner, customerName: _customer,
    channelName: _channel, auditFailReason: _fail, cancelReason: _cancel, createdBy: _creator, createdAt: _created, updatedAt: _updated,
    auditedAt: _audited, auditedBy: _auditor, allowedActions: _actions, ...fields } = order;
  return withoutBlanks(fields) as Partial<CreateOrderInput>;
}

type Box = { quantity?: number; weight?: number };

/** Pieces and weight from the boxes: quantity times nothing, weight summed to grams. */
export function boxTotals(boxes: readonly (Box | undefined)[] = []): { boxes: number; pieces: number; weight: number } {
  const pieces = boxes.reduce((sum, box) => sum + (box?.quantity ?? 0), 0);
  const grams = boxes.reduce((sum, box) => sum + Math.round((box?.weight ?? 0) * 1000), 0);
  return { boxes: boxes.length, pieces, weight: grams / 1000 };
}
