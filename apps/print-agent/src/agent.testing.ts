import { chmod, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signAgentRequest } from '@parcelflow/contract/printAgent/sign';

export const ORIGIN = 'http://parcelflow.test:8080';
export const KEYS = { appKey: 'k'.repeat(22), appSecret: 's'.repeat(43) };

/** A folder with fake `lp` and `lpstat` that record their arguments and the file printed, for PATH. */
export async function fakeCups(printers = ['PDF', 'Zebra_ZT410'], defaultPrinter = 'PDF') {
  const dir = await mkdtemp(join(tmpdir(), 'pf-fake-cups-'));
  await writeFile(join(dir, 'lpstat'), `#!/bin/sh
case "$1" in
  -e) printf '${printers.join('\\n')}\\n' ;;
  -d) echo 'system default destination: ${defaultPrinter}' ;;
esac
`);
  await writeFile(join(dir, 'lp'), `#!/bin/sh
n=$(ls "${dir}"/job-*.args 2>/dev/null | wc -l)
printf '%s\\n' "$@" > "${dir}/job-$n.args"
for last; do :; done
cp "$last" "${dir}/job-$n.data"
echo "request id is PDF-$((n + 40)) (1 file(s))"
`);
  await Promise.all(['lp', 'lpstat'].map((name) => chmod(join(dir, name), 0o755)));
  return {
    dir,
    /** Each lp call's arguments (the file's path last) and the bytes it was given. */
    jobs: async () => {
      const names = (await readdir(dir)).filter((name) => name.endsWith('.args')).sort();
      return Promise.all(names.map(async (name) => ({
        args: (await readFile(join(dir, name), 'utf8')).trim().split('\n'),
        data: await readFile(join(dir, name.replace('.args', '.data'))),
      })));
    },
  };
}

/** A call to the agent as the web makes it: signed with the company's keys unless `unsigned`. */
export async function callAgent(port: number, path: string, body: unknown = {}, options: { origin?: string; unsigned?: boolean; keys?: typeof KEYS; headers?: Record<string, string> } = {}) {
  const text = JSON.stringify(body);
  const signed = options.unsigned ? {} : await signAgentRequest({ ...(options.keys ?? KEYS), method: 'POST', path, body: text });
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST', body: text, headers: { 'content-type': 'application/json', origin: options.origin ?? ORIGIN, ...signed, ...options.headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}
