import type { EnvelopeResponse } from '@parcelflow/contract';
import { DEMO_PASSWORD } from '@parcelflow/server/src/seed/seed-data.ts';

export type HttpRequest = { url: string; headers: Record<string, string>; body: string };

/** A command ("service/command") as the web client sends it: form fields head and body holding JSON. */
export function commandRequest(baseUrl: string, command: string, body: unknown, token?: string): HttpRequest {
  return {
    url: `${baseUrl}/api/${command}/1.0`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ head: JSON.stringify({ token }), body: JSON.stringify(body) }).toString(),
  };
}

/** Sends one request; answers the raw text (what the load run expects every time) and, for commands, the envelope. */
export async function send(request: HttpRequest): Promise<{ text: string; answer: EnvelopeResponse }> {
  const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.url} answered HTTP ${response.status}: ${text}`);
  return { text, answer: JSON.parse(text) as EnvelopeResponse };
}

/** Logs a demo account in; answers its session token. */
export async function logIn(baseUrl: string, account: string): Promise<string> {
  const { answer, text } = await send(commandRequest(baseUrl, 'uc/userLogin', { account, password: DEMO_PASSWORD }));
  const token = answer.result_code === 0 ? (JSON.parse(answer.body) as { token?: string }).token : undefined;
  if (!token) throw new Error(`login ${account} failed: ${text}`);
  return token;
}
