import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the client holds. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds instead of the token itself (SHA-256, hex; one-shot hash runs on every request). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
