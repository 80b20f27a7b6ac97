import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../paths.ts';

/** Every worker entry under src/, as a path from apps/server, keyed by the name the bundle gives it. */
function findWorkerEntries(folder: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) Object.assign(found, findWorkerEntries(path));
    else if (entry.name.endsWith('.worker.ts')) found[basename(entry.name, '.ts')] = relative(SERVER_ROOT, path);
  }
  return found;
}

describe('the compiled server', () => {
  it('bundles every worker entry beside main.js under its own name, where workerScript looks for it', () => {
    const entryPoints = JSON.parse(readFileSync(join(SERVER_ROOT, 'scripts', 'entry-points.json'), 'utf8')) as Record<string, string>;
    expect(entryPoints).toEqual({ main: 'src/main.ts', ...findWorkerEntries(join(SERVER_ROOT, 'src')) });
  });
});
