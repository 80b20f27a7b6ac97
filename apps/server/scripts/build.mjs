// Bundles the server into dist/ (ESM for Node): our code and the workspace contract (TypeScript sources) are
// compiled in; every npm dependency stays an import resolved from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const serverPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@parcelflow/'));
const entryPoints = JSON.parse(readFileSync(new URL('./entry-points.json', import.meta.url), 'utf8'));

await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
