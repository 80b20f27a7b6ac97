import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ChildServer = { url: string; stop: () => Promise<void> };

/** What a server entry sends its parent once it listens. */
export type ReadyMessage = { port: number };

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
 * Starts a server entry (a .ts file) in its own Node process, so the load generator does not share its
 * event loop, with a fresh temp dir in BENCH_DATA_DIR. The entry sends a ReadyMessage and exits when the
 * IPC channel closes. BENCH_CPU_PROF=<dir> writes the child's CPU profile there.
 */
export async function startChildServer(entry: string): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-bench-'));
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = fork(entry, {
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
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
    const { port } = await new Promise<ReadyMessage>((resolve, reject) => {
      child.once('message', (message) => resolve(message as ReadyMessage));
      child.once('exit', (code) => reject(new Error(`server ${entry} exited with ${code} before listening`)));
    });
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
