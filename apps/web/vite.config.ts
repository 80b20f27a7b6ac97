import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { versionPlugin } from './version-plugin.ts';

const serverUrl = process.env.PARCELFLOW_SERVER_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Absolute, so `vite build --config apps/web/vite.config.ts` works from the repository root too.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), versionPlugin(packageJson.version)],
  base: './',
  server: { proxy: { '/api': serverUrl } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2500 },
});
