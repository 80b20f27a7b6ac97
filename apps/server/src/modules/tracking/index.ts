export { trackingCommands } from './tracking.commands.ts';
export { visibleOrders } from './tracking.scope.ts';
