import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signAgentRequest } from '@parcelflow/contract/printAgent/sign';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Built by `npm start`'s prepare step (scripts/prepare-start.mjs), which startServer runs first. */
const AGENT_FILE = join(REPO_ROOT, 'apps/print-agent/dist/parcelflow-print-agent.mjs');
const START_TIMEOUT_MS = 20_000;

export type RunningAgent = {
  port: number;
  printer: string;
  /** 'CUPS-PDF' when the real printer takes the jobs, else 'fake lp'. */
  printSystem: string;
  /** POST /print signed as the web signs it (usePrintAgent): answers the agent's jobId. */
  print: (pdf: Uint8Array, title: string) => Promise<string>;
  stop: () => Promise<void>;
};

/**
 * The real print agent (apps/print-agent's built file) on a free port of 127.0.0.1, for the product's origin and the
 * company's keys. By default its PATH starts with a fake `lp` and `lpstat` (the agent still writes the PDF to a
 * temporary file and runs `lp` on it; the fake reads the file and answers a request id), so nothing prints and no
 * other work's CUPS-PDF output is disturbed. BENCH_PRINT_CUPS=1 prints to the real CUPS-PDF printer `PDF` when
 * `lpstat -p PDF` answers (its files land in ~/PDF).
 */
export async function startPrintAgent(origin: string, keys: { appKey: string; appSecret: string }): Promise<RunningAgent> {
  const realCups = process.env.BENCH_PRINT_CUPS === '1' && hasCupsPdf();
  const fakeDir = realCups ? undefined : fakeCups();
  const port = await freePort();
  const child = spawn(process.execPath, [AGENT_FILE, '--origin', origin, '--app-key', keys.appKey, '--app-secret', keys.appSecret, '--printer', 'PDF', '--ports', `${port}-${port}`], {
    env: { PATH: fakeDir ? `${fakeDir}:${process.env.PATH}` : process.env.PATH, HOME: process.env.HOME },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the print agent did not start: ${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`the print agent exited: ${output}`)));
  });
  const print = async (pdf: Uint8Array, title: string) => {
    const path = '/print';
    const body = JSON.stringify({ printer: 'PDF', format: 'pdf', data: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('base64'), copies: 1, title });
    const signed = await signAgentRequest({ ...keys, method: 'POST', path, body });
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', origin, ...signed } });
    const answer = (await response.json()) as { jobId?: string; error?: string };
    if (!response.ok || !answer.jobId) throw new Error(`the print agent answered ${response.status} ${JSON.stringify(answer)}`);
    return answer.jobId;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (fakeDir) rmSync(fakeDir, { recursive: true, force: true });
  };
  return { port, printer: 'PDF', printSystem: realCups ? 'CUPS-PDF (lp to the real printer PDF)' : 'fake lp (reads the file, answers a request id; nothing printed)', print, stop };
}

function hasCupsPdf(): boolean {
  try {
    execFileSync('lpstat', ['-p', 'PDF'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A folder with `lpstat` naming the printer PDF and an `lp` that reads the file it is given and answers a request id. */
function fakeCups(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parcelflow-bench-fake-cups-'));
  writeFileSync(join(dir, 'lpstat'), `#!/bin/sh
case "$1" in
  -e) echo PDF ;;
  -d) echo 'system default destination: PDF' ;;
esac
`);
  writeFileSync(join(dir, 'lp'), `#!/bin/sh
for last; do :; done
cat "$last" > /dev/null
echo "request id is PDF-$$ (1 file(s))"
`);
  for (const name of ['lp', 'lpstat']) chmodSync(join(dir, name), 0o755);
  return dir;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}
