export * from './security.table.ts';
export { clearEvents, countEvent, releaseEvent, reserveEvent, secondsLeftInWindow } from './rate-limit.ts';
export { claimRequestNonce } from './request-nonce.ts';
export { generateToken, hashToken } from './token.ts';
