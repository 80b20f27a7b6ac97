import Decimal from 'decimal.js';
import { Dec, ZERO } from './decimal.ts';
import type { CompiledRateCard, Shipment, ShipmentPiece } from './types.ts';

/** A line of identical pieces with its figures parsed once per shipment. */
export type ParsedPiece = { count: number; quantity: Decimal; weight: Decimal; /** cm³, null when a side is missing */ volume: Decimal | null; longestSide: number | null };

/** What the engine reads of a shipment, parsed once per call. */
export type ParsedShipment = {
  pieces: ParsedPiece[];
  /** All pieces, counting quantity. */
  pieceCount: number;
  actual: Decimal;
  codAmount: Decimal;
  declaredValue: Decimal;
  goodsTypeKey: string;
};

export type ShipmentWeights = { actual: Decimal; volumetric: Decimal; chargeable: Decimal };

const decimalOrZero = (text: string | undefined) => (text ? new Dec(text) : ZERO);

function parsePiece(piece: ShipmentPiece): ParsedPiece {
  const sides = [piece.length, piece.width, piece.height].filter((side): side is number => side !== undefined);
  const [length, width, height] = sides;
  return {
    count: piece.quantity,
    quantity: new Dec(piece.quantity),
    weight: new Dec(piece.weight),
    volume: sides.length === 3 ? new Dec(length).times(width).times(height) : null,
    longestSide: sides.length ? Math.max(...sides) : null,
  };
}

export function parseShipment(shipment: Shipment): ParsedShipment {
  const pieces = shipment.pieces.map(parsePiece);
  return {
    pieces,
    pieceCount: pieces.reduce((sum, piece) => sum + piece.count, 0),
    actual: pieces.reduce((sum, piece) => sum.plus(piece.quantity.times(piece.weight)), ZERO),
    codAmount: decimalOrZero(shipment.codAmount),
    declaredValue: decimalOrZero(shipment.declaredValue),
    goodsTypeKey: shipment.goodsType.toLowerCase(),
  };
}

/** L × W × H ÷ divisor, kept to 3 decimals rounded up; 0 when a side is missing. */
const volumetricOf = (piece: ParsedPiece, divisor: Decimal) => (piece.volume ? piece.volume.div(divisor).toDecimalPlaces(3, Decimal.ROUND_UP) : ZERO);

const larger = (a: Decimal, b: Decimal) => (a.gte(b) ? a : b);

/**
 * The volumetric weight summed over the pieces; the chargeable weight by the card's volumetric basis (the whole
 * shipment's larger total, each piece's larger weight, or the actual weight), rounded up to the weight step.
 */
export function weightsOf(card: CompiledRateCard, shipment: ParsedShipment): ShipmentWeights {
  let volumetric = ZERO;
  let perPiece = ZERO;
  for (const piece of shipment.pieces) {
    const pieceVolumetric = volumetricOf(piece, card.volumetricDivisor);
    volumetric = volumetric.plus(piece.quantity.times(pieceVolumetric));
    if (card.volumetricBasis === 'piece') perPiece = perPiece.plus(piece.quantity.times(larger(piece.weight, pieceVolumetric)));
  }
  const { actual } = shipment;
  const basis = card.volumetricBasis === 'shipment' ? larger(actual, volumetric) : card.volumetricBasis === 'piece' ? perPiece : actual;
  const chargeable = basis.div(card.weightStep).ceil().times(card.weightStep);
  return { actual, volumetric, chargeable };
}
