import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { namespaceGroup } from './src/app/i18nNamespaces.ts';
import { versionPlugin } from './version-plugin.ts';

const serverUrl = process.env.PARCELFLOW_SERVER_URL ?? 'http://127.0.0.1:8080';

/**
 * Vendor chunks by package: each changes only when its packages are upgraded, so a new build of the app's own code
 * leaves them cached in the browser. These are the packages every page needs. antd and its parts are left to Rollup,
 * which splits them by the pages that import each component: the login page does not download the table or the pickers.
 */
const VENDOR_CHUNKS: [chunk: string, packages: RegExp][] = [
  ['react', /^(react|react-dom|scheduler|react-is|use-sync-external-store|react-router|cookie|set-cookie-parser)$/],
  ['i18n', /^(i18next|react-i18next|i18next-resources-to-backend|html-parse-stringify|void-elements)$/],
  ['query', /^@tanstack\/.+$/],
  ['dayjs', /^dayjs$/],
  ['zod', /^zod$/],
];

function chunkOf(id: string): string | undefined {
  // Per language, one chunk per group of namespaces (i18nNamespaces.ts): what every page shows is locale-{language},
  // the others locale-{language}-{group}, loaded by the first page showing them. antd's own texts are left to Rollup:
  // they load with antd's screens (locale/antdLocale.ts).
  const [, language, namespace] = /\/src\/locales\/([^/]+)\/([^/]+)\.json$/.exec(id) ?? [];
  if (language && namespace) return namespaceGroup(namespace) === 'common' ? `locale-${language}` : `locale-${language}-${namespaceGroup(namespace)}`;
  const name = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
  const chunk = name && VENDOR_CHUNKS.find(([, packages]) => packages.test(name))?.[0];
  return chunk ? `vendor-${chunk}` : undefined;
}

export default defineConfig({
  // Absolute, so `vite build --config apps/web/vite.config.ts` works from the repository root too.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), versionPlugin(packageJson.version)],
  base: './',
  server: { proxy: { '/api': serverUrl } },
  build: {
    outDir: 'dist',
    // Names each chunk's source modules, for bench/web-bundle to measure what a page downloads first.
    manifest: true,
    rollupOptions: {
      output: { manualChunks: chunkOf },
      // The contract's modules only declare (schemas, enumerations, texts): a page takes the declarations it uses, not all.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/contract/src/') },
    },
  },
});
