import type { HttpRequest } from '../lib/requests.ts';

/** The bare Fastify route, served by the same instance as the envelope. */
export const BARE_PATH = '/bench/bare';

export function bareRequest(baseUrl: string): HttpRequest {
  return { url: `${baseUrl}${BARE_PATH}`, headers: { 'content-type': 'application/json' }, body: '{"ping":1}' };
}
