import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { versionPlugin } from './version-plugin.ts';

const serverUrl = process.env.PARCELFLOW_SERVER_URL ?? 'http://127.0.0.1:8080';

/**
 * Vendor chunks by package: each changes only when its packages are upgraded, so a new build of the app's own code
 * leaves them cached in the browser. Packages not named here (small helpers of antd's) go to "vendor".
 */
const VENDOR_CHUNKS: [chunk: string, packages: RegExp][] = [
  ['react', /^(react|react-dom|scheduler|react-is|use-sync-external-store|react-router|cookie|set-cookie-parser)$/],
  ['antd', /^antd$/],
  ['antd-icons', /^@ant-design\/icons(-svg)?$/],
  ['antd-parts', /^(@rc-component\/.+|rc-.+|@ant-design\/.+|@emotion\/.+|stylis)$/],
  ['i18n', /^(i18next|react-i18next|html-parse-stringify|void-elements)$/],
  ['query', /^@tanstack\/.+$/],
  ['dayjs', /^dayjs$/],
  ['zod', /^zod$/],
];

function chunkOf(id: string): string | undefined {
  const name = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
  if (!name) return undefined;
  return `vendor-${VENDOR_CHUNKS.find(([, packages]) => packages.test(name))?.[0] ?? 'misc'}`;
}

export default defineConfig({
  // Absolute, so `vite build --config apps/web/vite.config.ts` works from the repository root too.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), versionPlugin(packageJson.version)],
  base: './',
  server: { proxy: { '/api': serverUrl } },
  build: {
    outDir: 'dist',
    rollupOptions: { output: { manualChunks: chunkOf } },
    // antd alone is about 640 kB minified (200 kB gzip) and cannot be split by package: the limit sits just above it.
    // Issue 13 loads routes lazily and brings it back to Vite's 500.
    chunkSizeWarningLimit: 650,
  },
});
