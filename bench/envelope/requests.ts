import type { EnvelopeResponse } from '@parcelflow/contract';

/** The bare Fastify route, served by the same instance as the envelope. */
export const BARE_PATH = '/bench/bare';

export type HttpRequest = { url: string; headers: Record<string, string>; body: string };

/** A command as the web client sends it: form fields head and body holding JSON. */
export function commandRequest(baseUrl: string, command: string, body: unknown, token?: string): HttpRequest {
  return {
    url: `${baseUrl}/api/uc/${command}/1.0`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ head: JSON.stringify({ token }), body: JSON.stringify(body) }).toString(),
  };
}

export function bareRequest(baseUrl: string): HttpRequest {
  return { url: `${baseUrl}${BARE_PATH}`, headers: { 'content-type': 'application/json' }, body: '{"ping":1}' };
}

/** Sends one request; answers the raw text (what the load run expects every time) and, for commands, the envelope. */
export async function send(request: HttpRequest): Promise<{ text: string; answer: EnvelopeResponse }> {
  const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.url} answered HTTP ${response.status}: ${text}`);
  return { text, answer: JSON.parse(text) as EnvelopeResponse };
}
