import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../lib/postgres.ts';
import type { ServerStorage } from '../lib/server-process.ts';

export type Engine = { name: 'PGlite' | 'PostgreSQL'; run: <T>(work: (storage: ServerStorage) => Promise<T>) => Promise<T> };

/**
 * PGlite in a temp folder (what `npm start` uses by default), and PostgreSQL too when BENCH_POSTGRES_URL names a
 * server (a scratch database on it, dropped afterwards), as the other benches' -postgres variants use it.
 * BENCH_PRINT_ENGINES=PostgreSQL (or PGlite) runs only the one named.
 */
export function engines(): Engine[] {
  const only = process.env.BENCH_PRINT_ENGINES?.split(',').map((name) => name.trim().toLowerCase());
  return allEngines().filter((engine) => !only || only.includes(engine.name.toLowerCase()));
}

function allEngines(): Engine[] {
  const pglite: Engine = {
    name: 'PGlite',
    run: async (work) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-print-'));
      try {
        return await work({ dataDir });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  const url = process.env.BENCH_POSTGRES_URL;
  if (!url) return [pglite];
  const postgres: Engine = {
    name: 'PostgreSQL',
    run: async (work) => {
      const database = await createScratchDatabase(url);
      try {
        return await work({ databaseUrl: database.url });
      } finally {
        await database.drop();
      }
    },
  };
  return [pglite, postgres];
}
