import { execFile, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_AGENT_VERSION } from '@parcelflow/contract/printAgent/protocol';
import { callAgent, KEYS } from './agent.testing.ts';
import { startAgent } from './server.ts';

const AGENT_ROOT = new URL('..', import.meta.url).pathname;
const BUILT = join(AGENT_ROOT, 'dist', 'parcelflow-print-agent.mjs');

/** A file server standing for the product's origin, serving whatever `files` holds. */
let files: Server;
let origin: string;
const served = new Map<string, Buffer>();
let dir: string;
beforeAll(async () => {
  execFileSync(process.execPath, [join(AGENT_ROOT, 'scripts', 'build.mjs')]);
  dir = await mkdtemp(join(tmpdir(), 'pf-agent-upgrade-'));
  files = createServer((request, response) => {
    const bytes = served.get(request.url ?? '');
    response.writeHead(bytes ? 200 : 404).end(bytes);
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  const built = await readFile(BUILT, 'utf8');
  served.set('/new.mjs', Buffer.from(built.replace(`"${PRINT_AGENT_VERSION}"`, '"9.9.9"')));
  served.set('/old.mjs', Buffer.from(built.replace(`"${PRINT_AGENT_VERSION}"`, '"0.9.0"')));
  served.set('/not-an-agent.mjs', Buffer.from('console.log("hello")'));
});
afterAll(() => {
  files.close();
  // An agent a failed test left running.
  for (const pid of processesRunning(join(dir, 'parcelflow-print-agent.mjs'))) process.kill(pid, 'SIGTERM');
});

/** Processes whose command line names `file` (Linux's /proc). */
function processesRunning(file: string): number[] {
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(file);
    } catch {
      return false;
    }
  }).map(Number);
}

describe('the built agent', () => {
  it('is one file that reports its version and refuses to start without its settings', async () => {
    expect(execFileSync(process.execPath, [BUILT, '--version'], { encoding: 'utf8' })).toBe(`parcelflow-print-agent ${PRINT_AGENT_VERSION}\n`);
    const missing = await promisify(execFile)(process.execPath, [BUILT, '--origin', 'http://x.test']).catch((error: { code: number; stderr: string }) => error);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('--app-key and --app-secret are required') });
  });

  it('upgrades from a configured origin only, to a file that reports a higher version, replacing its own file', async () => {
    const self = join(dir, 'in-process.mjs');
    await copyFile(BUILT, self);
    const upgraded: string[] = [];
    const agent = await startAgent({ origins: ['http://parcelflow.test:8080', origin], ...KEYS, ports: [0], selfPath: self, onUpgraded: (version) => upgraded.push(version) });
    try {
      const upgrade = (fileUrl: string) => callAgent(agent.port, '/upgrade', { fileUrl });
      expect((await upgrade('http://elsewhere.test/new.mjs')).body).toEqual({ error: 'upgradeRefused' });
      expect((await upgrade(`${origin}/old.mjs`)).body).toEqual({ error: 'upgradeRefused' });
      expect((await upgrade(`${origin}/not-an-agent.mjs`)).body).toEqual({ error: 'upgradeRefused' });
      expect((await upgrade(`${origin}/missing.mjs`)).body).toEqual({ error: 'upgradeFailed' });
      expect(await readFile(self)).toEqual(await readFile(BUILT));
      expect(upgraded).toEqual([]);

      expect((await upgrade(`${origin}/new.mjs`)).body).toEqual({ version: '9.9.9' });
      expect(execFileSync(process.execPath, [self, '--version'], { encoding: 'utf8' })).toBe('parcelflow-print-agent 9.9.9\n');
      await expect.poll(() => upgraded).toEqual(['9.9.9']);
    } finally {
      await agent.close();
    }
  });

  it('restarts itself on the new file after an upgrade', async () => {
    const self = join(dir, 'parcelflow-print-agent.mjs');
    await copyFile(BUILT, self);
    const first = 47_000 + Math.floor(Math.random() * 2000);
    const child = spawn(process.execPath, [self, '--origin', origin, '--app-key', KEYS.appKey, '--app-secret', KEYS.appSecret, '--ports', `${first}-${first + 5}`], { stdio: ['ignore', 'ignore', 'pipe'] });
    const port = await new Promise<number>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => {
        const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`the agent exited with ${code}`)));
    });
    const portOf = async () => {
      const answer = await fetch(`http://127.0.0.1:${port}/port`, { headers: { origin } }).catch(() => null);
      return answer?.ok ? ((await answer.json()) as { version: string }).version : null;
    };
    expect(await portOf()).toBe(PRINT_AGENT_VERSION);
    expect((await callAgent(port, '/upgrade', { fileUrl: `${origin}/new.mjs` }, { origin })).body).toEqual({ version: '9.9.9' });
    await new Promise((resolve) => child.once('exit', resolve));
    await expect.poll(portOf, { timeout: 10_000, interval: 100 }).toBe('9.9.9');
    // The new process is detached: find it by its file (this test's own folder) and stop it.
    const successors = processesRunning(self);
    expect(successors).toHaveLength(1);
    for (const pid of successors) process.kill(pid, 'SIGTERM');
  });
});
