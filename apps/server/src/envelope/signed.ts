import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { fieldError, SIGNATURE_MAX_AGE_MS } from '@parcelflow/contract';

export type SignedHeaders = { version?: string; timestamp?: string; nonce?: string; token?: string; sign?: string };

/**
 * The text a signed request signs: method, path, timestamp, nonce and the SHA-256 of the body text,
 * one per line. The key is the session token (docs/protocol.md).
 */
export function signingText(method: string, path: string, timestamp: string, nonce: string, bodyText: string): string {
  const bodyHash = createHash('sha256').update(bodyText).digest('hex');
  return [method.toUpperCase(), path, timestamp, nonce, bodyHash].join('\n');
}

export function computeSign(token: string, text: string): string {
  return createHmac('sha256', token).update(text).digest('hex');
}

/** Records a nonce for `seconds`; false when it is already recorded. */
export type ClaimNonce = (nonce: string, seconds: number) => Promise<boolean>;

/** Refuses a wrong signature, one older than 5 minutes (or from the future), and a nonce already seen. */
export async function verifySigned(claimNonce: ClaimNonce, headers: SignedHeaders, method: string, path: string, bodyText: string): Promise<string> {
  const { timestamp, nonce, token, sign } = headers;
  if (!token) throw fieldError('token', 'required');
  if (!timestamp || !/^\d{10,13}$/.test(timestamp)) throw fieldError('timestamp', 'invalidFormat');
  if (!nonce || !/^[A-Za-z0-9_-]{8,64}$/.test(nonce)) throw fieldError('nonce', 'invalidFormat');
  if (!sign || !/^[0-9a-f]{64}$/i.test(sign)) throw fieldError('sign', 'signatureInvalid');
  const millis = timestamp.length === 13 ? Number(timestamp) : Number(timestamp) * 1000;
  if (Math.abs(Date.now() - millis) > SIGNATURE_MAX_AGE_MS) throw fieldError('timestamp', 'signatureExpired');
  const expected = Buffer.from(computeSign(token, signingText(method, path, timestamp, nonce, bodyText)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sign.toLowerCase(), 'hex'))) throw fieldError('sign', 'signatureInvalid');
  if (!(await claimNonce(nonce, SIGNATURE_MAX_AGE_MS / 1000 * 2))) throw fieldError('nonce', 'nonceReused');
  return token;
}
