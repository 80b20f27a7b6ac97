import type { LoadTarget } from '../lib/load.ts';

/** As a browser asks: it always accepts compressed answers (the envelope's here is too small to be compressed). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The other answers of the same production process, through the same hooks (security headers, compression, caching).
 * It has no route that does nothing, so the bare reference is Fastify's own 404 to a POST no route takes (routing, the
 * hooks, a small JSON answer: what a bare route does). Also measured: a file of the built web app (looked up and read
 * per request) and the health check (a database ping and the task runner check). These are asked without
 * accept-encoding: a file is a stream, which the server compresses whatever its size, unlike the envelope's small
 * answer, and that would measure brotli rather than the framework.
 */
export function referenceTargets(baseUrl: string, texts: Record<'bare' | 'file' | 'health', string>): Record<'bare' | 'file' | 'health', LoadTarget> {
  return {
    bare: { url: `${baseUrl}${NO_ROUTE}`, headers: { 'content-type': 'application/json' }, body: '{"ping":1}', expectStatus: 404, expectBody: texts.bare },
    file: { url: `${baseUrl}${FILE}`, method: 'GET', headers: {}, expectBody: texts.file },
    health: { url: `${baseUrl}${HEALTH}`, method: 'GET', headers: {}, expectBody: texts.health },
  };
}

export const NO_ROUTE = '/bench/no-route';
export const FILE = '/static/version.json';
export const HEALTH = '/api/health';
