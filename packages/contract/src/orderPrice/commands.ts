import { declareCommand } from '../command.ts';
import { getOrderPricesInput, getOrderPricesOutput, reweighOrderInput, reweighOrderOutput } from './orderPrice.ts';

export const getOrderPrices = declareCommand({
  service: 'main', command: 'getOrderPrices', permission: 'order.view', input: getOrderPricesInput, output: getOrderPricesOutput,
  summary: "An order's stored prices, newest first: selling prices, and cost prices only to carrier staff who may see costs (never to a customer or a cargo owner).",
});

export const reweighOrder = declareCommand({
  service: 'main', command: 'reweighOrder', permission: 'order.operate', input: reweighOrderInput, output: reweighOrderOutput,
  summary: 'Re-prices an order with the pieces the warehouse measured, keeping its earlier prices.',
});

export const orderPriceDeclarations = [getOrderPrices, reweighOrder];
