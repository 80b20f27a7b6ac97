// Before `npm start`: builds the web app, the server bundle and the print agent only when missing or older than their sources,
// so a start after `git pull` serves the new code and a plain restart starts at once.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const contractSources = ['packages/contract/src', 'packages/contract/package.json'];
const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/version-plugin.ts', 'apps/web/package.json', ...contractSources],
    workspace: '@parcelflow/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', ...contractSources],
    workspace: '@parcelflow/server',
  },
  {
    // The local print agent the server offers for download (getPosPrintConfig's fileUrl).
    name: 'print agent',
    output: 'apps/print-agent/dist/parcelflow-print-agent.mjs',
    sources: ['apps/print-agent/src', 'apps/print-agent/scripts', 'apps/print-agent/package.json', ...contractSources],
    workspace: '@parcelflow/print-agent',
  },
];

for (const target of targets) {
  const output = join(root, target.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map((source) => newestChange(join(root, source))));
  if (builtAt > changedAt) continue;
  console.warn(`Building the ${target.name}${builtAt ? ' (its sources changed)' : ''}...`);
  execFileSync('npm', ['run', 'build', '--workspace', target.workspace], { cwd: root, stdio: 'inherit' });
}

/** The newest modification time under a file or folder (tests included: cheap, and a stale build is worse). */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}
