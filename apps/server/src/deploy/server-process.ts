import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export type Answer<T> = { code: number; body: T; message: string };

/** A real server process (`node --import tsx apps/server/src/main.ts`) and an envelope client for it. */
export type ServerProcess = {
  pid: number;
  url: string;
  call: <T = Record<string, unknown>>(service: string, command: string, body?: unknown, token?: string) => Promise<Answer<T>>;
  /** Everything it wrote so far, for a failure message. */
  output: () => string;
  /** How the process ended: its exit code, or null while it runs (or when a signal ended it). */
  exitCode: () => number | null;
  stop: () => Promise<void>;
  /** SIGKILL, as a power cut or the OOM killer ends it: no shutdown hook runs. */
  kill: () => Promise<void>;
};

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts the server from source with env over PORT and HOST, and answers once it answers HTTP. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 40_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, INIT_CWD: repoRoot, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const call: ServerProcess['call'] = async (service, command, body = {}, token) => {
    const response = await fetch(`${url}/api/${service}/${command}/1.0`, {
      method: 'POST',
      body: new URLSearchParams({ head: JSON.stringify({ token }), body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { result_code: number; message: string; body: string };
    return { code: answer.result_code, message: answer.message, body: JSON.parse(answer.body || '{}') };
  };
  const server: ServerProcess = { pid: child.pid ?? 0, url, call, output: () => output, exitCode: () => child.exitCode, stop: () => stopProcess(child),
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
  try {
    await waitUntilAnswering(child, call, timeoutMs);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return server;
}

async function waitUntilAnswering(child: ChildProcess, call: ServerProcess['call'], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    // Any envelope answer will do: the server listens only once migrated (and seeded).
    if (await call('uc', 'checkSession').then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms`);
}

/** SIGTERM, as an orchestrator stops a copy; SIGKILL if it has not ended after 10 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
