import { PRINT_AGENT_HEADERS } from './protocol.ts';
import { hmacSha256Bytes, sha256Bytes } from './sha256.ts';

/**
 * Signing a request to the print agent with WebCrypto, the same code in the browser and in Node 20
 * (globalThis.crypto): hex HMAC-SHA256, keyed by the company's appSecret, of
 * `[METHOD, path, timestamp, nonce, sha256hex(body)].join('\n')`. A page without WebCrypto (plain http on an office
 * network is not a secure context) computes the same in plain TypeScript (sha256.ts).
 */
const encoder = new TextEncoder();
const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

const toHex = (buffer: ArrayBuffer): string => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(data: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  const webCrypto = subtle();
  return toHex(webCrypto ? await webCrypto.digest('SHA-256', bytes) : sha256Bytes(bytes).buffer);
}

export function agentCanonicalString(method: string, path: string, timestamp: string, nonce: string, bodyHash: string): string {
  return [method.toUpperCase(), path, timestamp, nonce, bodyHash].join('\n');
}

export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const webCrypto = subtle();
  if (!webCrypto) return toHex(hmacSha256Bytes(encoder.encode(secret), encoder.encode(text)).buffer);
  const key = await webCrypto.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await webCrypto.sign('HMAC', key, encoder.encode(text)));
}

/** 16 random bytes as hex. */
export function randomNonce(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(16)).buffer);
}

export type AgentSigning = { appKey: string; appSecret: string; method: string; path: string; body: string; timestamp?: number; nonce?: string };

/** The four headers a signed call to the agent carries. */
export async function signAgentRequest(request: AgentSigning): Promise<Record<string, string>> {
  const timestamp = String(request.timestamp ?? Date.now());
  const nonce = request.nonce ?? randomNonce();
  const sign = await hmacSha256Hex(request.appSecret, agentCanonicalString(request.method, request.path, timestamp, nonce, await sha256Hex(request.body)));
  return {
    [PRINT_AGENT_HEADERS.appKey]: request.appKey,
    [PRINT_AGENT_HEADERS.timestamp]: timestamp,
    [PRINT_AGENT_HEADERS.nonce]: nonce,
    [PRINT_AGENT_HEADERS.sign]: sign,
  };
}
