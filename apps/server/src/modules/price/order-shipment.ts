import Decimal from 'decimal.js';
import type { Currency, PricedPiece, RemoteClass } from '@parcelflow/contract';
import type { Shipment } from './engine/index.ts';

/** A box line as orders keep it: `weight` is the whole line's (kg, 3 decimals), `quantity` its identical pieces. */
export type OrderBox = { quantity: number; weight: number | string; length?: number | null; width?: number | null; height?: number | null };

/** What pricing reads of an order (new or stored): whose, which channel, where to, what and how heavy. */
export type OrderToPrice = {
  customerId: number;
  channelId: number;
  remoteClass: RemoteClass | null;
  goodsType: string;
  receiver: { country?: string; postcode?: string; city?: string };
  declaredValue?: number | string | null;
  declaredCurrency?: string | null;
  codAmount?: number | string | null;
};

const sides = (box: Pick<OrderBox, 'length' | 'width' | 'height'>) => ({ length: box.length ?? undefined, width: box.width ?? undefined, height: box.height ?? undefined });

/**
 * A box line's pieces, each weighing weight ÷ quantity exactly: in whole grams, the remainder spread one gram each
 * over the first pieces (10 kg in 3 pieces: one of 3.334 kg and two of 3.333), so the pieces add up to the line.
 */
export function piecesOfBoxes(boxes: readonly OrderBox[]): PricedPiece[] {
  return boxes.flatMap((box) => {
    const grams = new Decimal(String(box.weight)).times(1000).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
    const each = grams.divToInt(box.quantity);
    const heavier = grams.minus(each.times(box.quantity)).toNumber();
    const line = (quantity: number, weight: Decimal) => ({ quantity, weight: weight.div(1000).toFixed(), ...sides(box) });
    return [
      ...(heavier ? [line(heavier, each.plus(1))] : []),
      ...(box.quantity > heavier ? [line(box.quantity - heavier, each)] : []),
    ];
  });
}

const decimalText = (value: number | string | null | undefined) => (value === null || value === undefined ? undefined : String(value));

/** The order as the engine prices it on a day: never insured (orders carry no insurance), its pieces as given. */
export function shipmentOfOrder(order: OrderToPrice, pieces: PricedPiece[], day: string): Shipment {
  return {
    country: order.receiver.country ?? '',
    postcode: order.receiver.postcode ?? '',
    city: order.receiver.city ?? '',
    goodsType: order.goodsType,
    pieces,
    declaredValue: decimalText(order.declaredValue),
    declaredCurrency: (order.declaredCurrency ?? 'USD') as Currency,
    insured: false,
    codAmount: decimalText(order.codAmount),
    day,
  };
}
