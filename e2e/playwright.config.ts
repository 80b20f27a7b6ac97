import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = join(tmpdir(), `parcelflow-e2e-${process.pid}`);

/** Flows in Debian's Chromium against the real server on a fresh PGlite with the demo data. */
export default defineConfig({
  testDir: './flows',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf ${dataDir} && npm run start --workspace @parcelflow/server`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/commands`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
