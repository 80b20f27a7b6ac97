import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { PRINT_AGENT_HEADERS, PRINT_AGENT_LIMITS, type PrintAgentError } from '@parcelflow/contract/printAgent/protocol';
import { agentCanonicalString, hmacSha256Hex, sha256Hex } from '@parcelflow/contract/printAgent/sign';

/** Nonces seen within the window, each kept until its request would be too old anyway. */
export function createNonceStore(maxAgeMs: number = PRINT_AGENT_LIMITS.maxAgeMs) {
  const seen = new Map<string, number>();
  return {
    /** False when the nonce was already used. */
    claim(nonce: string, now: number): boolean {
      for (const [key, expiresAt] of seen) {
        if (expiresAt > now) break;
        seen.delete(key);
      }
      if (seen.has(nonce)) return false;
      seen.set(nonce, now + 2 * maxAgeMs);
      return true;
    },
  };
}
export type NonceStore = ReturnType<typeof createNonceStore>;

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Why a POST's signature is refused, or null: the company's appKey, a timestamp (ms) within 5 minutes, a hex nonce
 * of 16 bytes or more never used in that window, and the HMAC of the canonical string, compared in constant time.
 */
export async function signatureRefusal(
  keys: { appKey: string; appSecret: string }, nonces: NonceStore, request: { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer },
): Promise<PrintAgentError | null> {
  const appKey = header(request.headers, PRINT_AGENT_HEADERS.appKey);
  const timestamp = header(request.headers, PRINT_AGENT_HEADERS.timestamp);
  const nonce = header(request.headers, PRINT_AGENT_HEADERS.nonce);
  const sign = header(request.headers, PRINT_AGENT_HEADERS.sign);
  if (!appKey || !timestamp || !nonce || !sign) return 'signatureRequired';
  if (!/^\d{13}$/.test(timestamp) || !/^(?:[0-9a-f]{2}){16,64}$/i.test(nonce) || !/^[0-9a-f]{64}$/i.test(sign)) return 'signatureInvalid';
  const now = Date.now();
  if (Math.abs(now - Number(timestamp)) > PRINT_AGENT_LIMITS.maxAgeMs) return 'signatureExpired';
  const canonical = agentCanonicalString(request.method, request.path, timestamp, nonce, await sha256Hex(new Uint8Array(request.body)));
  const expected = Buffer.from(await hmacSha256Hex(keys.appSecret, canonical), 'hex');
  const keyMatches = appKey.length === keys.appKey.length && timingSafeEqual(Buffer.from(appKey), Buffer.from(keys.appKey));
  if (!timingSafeEqual(expected, Buffer.from(sign, 'hex')) || !keyMatches) return 'signatureInvalid';
  // Claimed last, so a forged request cannot burn a nonce the web is about to use.
  return nonces.claim(nonce.toLowerCase(), now) ? null : 'nonceReused';
}
