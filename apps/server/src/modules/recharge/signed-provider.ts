import { z } from 'zod';
import { amountText, currencyField } from '@parcelflow/contract';
import { hasValidSignature, InvalidCallbackError, type PaymentCallback, type PaymentProvider } from './payment-provider.ts';

/** The body of a signed JSON callback: one payment, its amount as exact decimal text. */
const callbackBody = z.object({
  providerReference: z.string().trim().min(1).max(100),
  rechargeNo: z.string().trim().min(1).max(24),
  amount: amountText,
  currency: currencyField,
  status: z.enum(['paid', 'failed']),
});

function parseBody(rawBody: string): PaymentCallback {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new InvalidCallbackError('callback body is not JSON');
  }
  const parsed = callbackBody.safeParse(json);
  if (!parsed.success) throw new InvalidCallbackError(z.prettifyError(parsed.error));
  return parsed.data;
}

/**
 * A provider that calls back with a JSON body signed by the secret it shares with the server (the headers
 * x-pay-timestamp and x-pay-signature): the shape an online provider's adapter starts from, and the tests' provider.
 */
export function createSignedJsonProvider(key: string, secret: string): PaymentProvider {
  return {
    key,
    settles: 'callback',
    verifyCallback: (rawBody, headers) => (hasValidSignature(secret, rawBody, headers) ? parseBody(rawBody) : null),
  };
}
