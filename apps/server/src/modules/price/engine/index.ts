export { compileRateCard } from './compile.ts';
export { roundMoney } from './decimal.ts';
export { priceShipment } from './price.ts';
export type { CompiledRateCard, Destination, EnginePrice, PriceContext, PriceResult, Shipment, ShipmentPiece } from './types.ts';
export { zoneOf } from './zone.ts';
