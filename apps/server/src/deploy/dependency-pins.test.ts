import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../paths.ts';

const REPO_ROOT = join(SERVER_ROOT, '../..');
const WORKSPACES = ['.', 'packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench'];
const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };

/** docs/dependencies.md: every dependency is pinned to one exact version, so a fresh install builds what CI tested. */
describe('dependency pinning', () => {
  it.each(WORKSPACES)('pins every dependency of %s exactly', (workspace) => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as Manifest;
    const ranges = [manifest.dependencies, manifest.devDependencies, manifest.optionalDependencies]
      .flatMap((deps) => Object.entries(deps ?? {}))
      .filter(([, version]) => !EXACT_VERSION.test(version))
      .map(([name, version]) => `${name}@${version}`);
    expect(ranges).toEqual([]);
  });
});
