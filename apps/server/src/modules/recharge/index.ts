export * from './recharge.table.ts';
export { rechargeCommands } from './recharge.commands.ts';
export { creditRecharge } from './recharge.credit.ts';
export { registerPaymentCallbackRoute } from './payment-callback.route.ts';
export { offlineProvider, signCallback, type PaymentCallback, type PaymentProvider } from './payment-provider.ts';
export { createSignedJsonProvider } from './signed-provider.ts';
export { nextRechargeId, rechargeNumber } from './recharge-number.ts';
export { voucherAccess } from './voucher-access.ts';
