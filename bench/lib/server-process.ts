import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMicrosOf } from './proc.ts';

export type ServerProcess = {
  url: string;
  /** The server process, whose CPU and memory /proc shows. */
  pid: number;
  /** CPU time (user + system, µs) the server process has used so far. */
  cpuMicros: () => number;
  /** Lines the server has written to stdout so far (its log: one JSON line per command at info). */
  logLines: () => number;
  /** The last few thousand characters the server wrote (stdout and stderr), to tell why it failed or exited. */
  outputTail: () => string;
  stop: () => Promise<void>;
};

/** Where the data lives: a PGlite folder or a PostgreSQL database (then a temp DATA_DIR holds the files alone). */
export type ServerStorage = { dataDir: string } | { databaseUrl: string };

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;
const OUTPUT_TAIL_CHARS = 4000;

const running = new Set<{ child: ChildProcess; tempDir?: string }>();

// Ctrl-C or a crash of the runner must not leave a server or its files behind.
process.once('exit', () => {
  for (const { child, tempDir } of running) {
    child.kill('SIGKILL');
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/**
 * Starts the server exactly as `npm start` runs it (default logging, the built web app with its headers, compression
 * and caching), on a free port of 127.0.0.1, on the storage given; answers once GET /api/health
 * answers 200. Its stdout is counted, not shown. BENCH_CPU_PROF=<dir> writes its CPU profile there when it stops.
 */
export async function startServer(storage: ServerStorage): Promise<ServerProcess> {
  const port = await freePort();
  const tempDir = 'dataDir' in storage ? undefined : mkdtempSync(join(tmpdir(), 'parcelflow-bench-files-'));
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = spawn(process.execPath, [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...serverArgs()], {
    cwd: REPO_ROOT,
    // Only what a shell gives `npm start`, and the settings: none of the bench's own environment leaks in.
    env: {
      PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1',
      ...('dataDir' in storage ? { DATA_DIR: storage.dataDir } : { DATA_DIR: tempDir, DATABASE_URL: storage.databaseUrl }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const handle = { child, tempDir };
  running.add(handle);
  let lines = 0;
  let tail = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS));
  child.stdout!.on('data', (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) lines++;
    keep(chunk);
  });
  child.stderr!.on('data', keep);
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    running.delete(handle);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; its last output:\n${tail}`);
  }
  return { url, pid: child.pid!, cpuMicros: () => cpuMicrosOf(child.pid!), logLines: () => lines, outputTail: () => tail, stop };
}

/**
 * The root package.json's start script, "<steps> && node <arguments>": the steps run here as npm runs them (building
 * the web app and the server bundle when missing or stale), the server is started by the caller as its own process.
 */
function serverArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const commands = scripts.start.split(' && ');
  const server = commands.pop()!.split(' ');
  if (server[0] !== 'node') throw new Error(`npm start no longer ends with "node ...": ${scripts.start}`);
  for (const command of commands) execSync(command, { cwd: REPO_ROOT, stdio: 'inherit' });
  return server.slice(1);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Polls GET /api/health: the server listens once migrated and seeded; 200 also says the database and task runner answer. */
async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
    const status = await fetch(`${url}/api/health`).then(async (response) => (await response.arrayBuffer(), response.status), () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}
