import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildMessage, ParentMessage } from './child-protocol.ts';

export type ChildServer = {
  url: string;
  /** The server process, whose memory /proc shows. */
  pid: number;
  /** CPU time (user + system, µs) the server process has used so far. */
  cpuMicros: () => Promise<number>;
  stop: () => Promise<void>;
};

const STOP_TIMEOUT_MS = 10_000;
const running = new Set<{ child: ChildProcess; dataDir: string }>();

// Ctrl-C or a crash of the runner must not leave a server or its data behind.
process.once('exit', () => {
  for (const { child, dataDir } of running) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/**
 * Starts a server entry (a .ts file calling serveChild) in its own Node process, so the load generator does
 * not share its event loop, with a fresh temp dir in BENCH_DATA_DIR, removed when it stops, and env added.
 * BENCH_CPU_PROF=<dir> writes the child's CPU profile there.
 */
export async function startChildServer(entry: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-bench-'));
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = fork(entry, {
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    env: { ...process.env, ...env, BENCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const handle = { child, dataDir };
  running.add(handle);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.connected) child.disconnect();
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
    running.delete(handle);
  };
  try {
    const port = await receive(child, 'ready', entry);
    const cpuMicros = () => {
      child.send({ type: 'cpu' } satisfies ParentMessage);
      return receive(child, 'cpu', entry);
    };
    return { url: `http://127.0.0.1:${port}`, pid: child.pid!, cpuMicros, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The next message of a type from the child: its port for "ready", its CPU µs for "cpu". */
function receive(child: ChildProcess, type: ChildMessage['type'], entry: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve(message.type === 'ready' ? message.port : message.micros);
    };
    const onExit = (code: number | null) => reject(new Error(`server ${entry} exited (${code}) while the bench waited for "${type}"`));
    child.on('message', onMessage).once('exit', onExit);
  });
}
