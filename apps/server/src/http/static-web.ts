import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the version file must be asked for again each time: the version check depends on them. */
const ALWAYS_REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * Serves the built web app at /. Vite's hashed assets (/assets/name-hash.js) never change under one name, so they
 * are cached for a year; the page and static/version.json are revalidated on every load; other files an hour.
 */
export async function registerStaticWeb(app: FastifyInstance, webDir: string | null): Promise<void> {
  if (!webDir || !existsSync(webDir)) return;
  await app.register(fastifyStatic, {
    root: webDir,
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', cachePolicyOf(path));
    },
  });
}

export function cachePolicyOf(path: string): string {
  const normalised = path.replaceAll('\\', '/');
  // Vite writes only hashed names into assets/ (name-hash.ext).
  if (normalised.includes('/assets/')) return IMMUTABLE;
  if (normalised.endsWith('/index.html') || normalised.endsWith('/static/version.json')) return ALWAYS_REVALIDATE;
  return SHORT;
}
