import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Currency } from '@parcelflow/contract';

/** What a provider's verified callback says of one payment (docs/finance.md, "Recharge and payment providers"). */
export type PaymentCallback = {
  /** The provider's own id of the payment: the same callback twice carries the same one. */
  providerReference: string;
  /** The recharge it pays. */
  rechargeNo: string;
  /** Decimal text, as the recharge holds it ("1500.00" or "1500"). */
  amount: string;
  currency: Currency;
  status: 'paid' | 'failed';
};

/**
 * A way a recharge is paid. `offline`: a bank transfer a cashier confirms by hand. A provider that calls back
 * verifies the request (its signature first) and answers what it says, or null when it is not the provider's.
 */
export type PaymentProvider =
  | { key: string; settles: 'cashier' }
  | { key: string; settles: 'callback'; verifyCallback: (rawBody: string, headers: IncomingHttpHeaders) => PaymentCallback | null };

/** The built-in provider: a transfer recorded with its voucher, confirmed or rejected by the carrier's cashier. */
export const offlineProvider: PaymentProvider = { key: 'offline', settles: 'cashier' };

/** How far a callback's timestamp may be from the server's clock, either way. */
export const CALLBACK_TOLERANCE_SECONDS = 5 * 60;
export const TIMESTAMP_HEADER = 'x-pay-timestamp';
export const SIGNATURE_HEADER = 'x-pay-signature';

/** The signature of a callback: HMAC-SHA256 with the provider's secret over "<timestamp>.<raw body>", in hex. */
export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * Whether a request carries a valid signature of its raw body made with the secret, at a time within
 * CALLBACK_TOLERANCE_SECONDS of now; compared in constant time.
 */
export function hasValidSignature(secret: string, rawBody: string, headers: IncomingHttpHeaders, now = Date.now()): boolean {
  const timestamp = headers[TIMESTAMP_HEADER];
  const signature = headers[SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > CALLBACK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A callback whose signature holds but whose body says no payment the server can read: answered 400. */
export class InvalidCallbackError extends Error {}
