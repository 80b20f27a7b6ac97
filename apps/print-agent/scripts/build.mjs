// Bundles the agent into one file, dist/parcelflow-print-agent.mjs: the contract's protocol and zod compiled in, so the
// user needs Node 20 or later and nothing else. The server serves this file for download (getPosPrintConfig's fileUrl).
import { build } from 'esbuild';

await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: { 'parcelflow-print-agent': 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
