import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const serverUrl = process.env.PARCELFLOW_SERVER_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  base: './',
  server: { proxy: { '/api': serverUrl } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2500 },
});
