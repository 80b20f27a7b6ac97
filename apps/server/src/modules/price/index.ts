export { priceCommands } from './price.commands.ts';
export { orderPriceCommands } from './order-price.commands.ts';
export * from './order-price.table.ts';
export { pricingOfNewOrder, repriceOrders, type NewOrderParty, type NewOrderPricing } from './order-pricing.ts';
export { priceOrders, type OrderPriceDraft, type OrderPricing } from './price-orders.ts';
export { insertOrderPrices } from './order-price-write.ts';
