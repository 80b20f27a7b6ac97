import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this file: src/paths.ts when run from source, dist/main.js once bundled; both sit one
 * folder below it, so the migrations and the web app are found the same way in either.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
