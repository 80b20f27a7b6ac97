import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process.ts';

/** The process as an orchestrator stops it, on its own PGlite folder (PostgreSQL adds nothing here). */
describe.skipIf(process.env.TEST_DB === 'postgres')('a server told to stop (SIGTERM)', () => {
  it('answers the request in flight, exits 0 within its shutdown time, and leaves its data folder to the next start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parcelflow-shutdown-'));
    try {
      const server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '5000', LOG_LEVEL: 'info' });
      // A login checks a password hash: it is still running when the signal arrives.
      const inFlight = server.call('uc', 'userLogin', { account: 'demoadmin', password: 'demo1234' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const stoppedAt = Date.now();
      await server.stop();
      expect((await inFlight).code).toBe(0);
      expect(server.exitCode(), server.output()).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(5000);
      expect(server.output()).toContain('"msg":"shutting down"');

      const next = await startServerProcess({ DATA_DIR: dataDir });
      try {
        expect((await next.call('uc', 'userLogin', { account: 'demoadmin', password: 'demo1234' })).code).toBe(0);
      } finally {
        await next.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
