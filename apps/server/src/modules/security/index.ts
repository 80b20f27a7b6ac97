export * from './security.table.ts';
export { startHousekeeping } from './housekeeping.ts';
export { clearEvents, countEvent, releaseEvent, reserveEvent, secondsLeftInWindow } from './rate-limit.ts';
export { claimRequestNonce } from './request-nonce.ts';
