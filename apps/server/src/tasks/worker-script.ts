import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const RUNNING_COMPILED = import.meta.url.endsWith('.js');

/** What `new Worker(filename, options)` needs to start a worker entry: its script and how to load it. */
export type WorkerScript = { filename: string | URL; eval?: boolean; execArgv?: string[] };

/**
 * The one place a worker entry's script is chosen; every task worker is spawned through it. A compiled entry
 * (.js) starts as it is. Under source (.ts, as vitest and tsx run the server), Node 20 gives a worker no ESM
 * loader hooks (`execArgv: ['--import', 'tsx']` is ignored there, nodejs/node#47747), so the worker starts from
 * one line of CommonJS that registers tsx's require hook, then requires the entry.
 */
export function workerScript(url: URL): WorkerScript {
  if (!url.pathname.endsWith('.ts')) return { filename: url };
  // Bundled (dist/main.js), `new URL('./name.worker.ts', import.meta.url)` names dist/name.worker.ts; the build
  // emits each worker entry beside main.js as name.worker.js (apps/server/scripts/entry-points.json).
  if (RUNNING_COMPILED) return { filename: new URL(url.href.replace(/\.ts$/, '.js')) };
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return { filename: `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(fileURLToPath(url))});`, eval: true, execArgv: [] };
}
