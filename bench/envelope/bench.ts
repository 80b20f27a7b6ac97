import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoad, type LoadSettings } from '../lib/load.ts';
import { describeMachine } from '../lib/machine.ts';
import { commandRequest, logIn, send } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { startServer } from '../lib/server-process.ts';
import { formatReport, isPass, type EnvelopeReport } from './report.ts';
import { BROWSER_HEADERS, FILE, HEALTH, NO_ROUTE, referenceTargets } from './requests.ts';

const ENVELOPE_SECTION = 'Envelope: authenticated no-op command';

const SETTINGS: LoadSettings = { connections: 50, pipelining: 1, warmupSeconds: 3, durationSeconds: 10 };

/** Measures uc/checkSession and two reference routes on one server process, writes the section; answers whether it passed. */
export async function benchEnvelope(resultsFile: string): Promise<boolean> {
  const machine = describeMachine();
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-envelope-'));
  try {
    const server = await startServer({ dataDir });
    try {
      const token = await logIn(server.url, 'demooper');
      const check = commandRequest(server.url, 'uc/checkSession', {}, token);
      const checked = await send(check);
      if (checked.answer.result_code !== 0) throw new Error(`uc/checkSession answered ${checked.text}`);
      const references = referenceTargets(server.url, {
        bare: await textOf(`${server.url}${NO_ROUTE}`, 404, 'POST'), file: await textOf(`${server.url}${FILE}`), health: await textOf(`${server.url}${HEALTH}`),
      });
      console.log('envelope uc/checkSession...');
      const envelope = await runLoad({ ...check, headers: { ...check.headers, ...BROWSER_HEADERS }, expectBody: checked.text }, SETTINGS, server);
      console.log(`bare: POST ${NO_ROUTE} (no route)...`);
      const bare = await runLoad(references.bare, SETTINGS, server);
      console.log(`GET ${FILE}...`);
      const file = await runLoad(references.file, SETTINGS, server);
      console.log(`GET ${HEALTH}...`);
      const health = await runLoad(references.health, SETTINGS, server);
      const report: EnvelopeReport = {
        machine,
        database: 'PGlite in a fresh DATA_DIR, the demo data loaded by the server at its first start',
        settings: SETTINGS,
        envelope,
        bare,
        file,
        health,
        revokedTokenRefused: await isRefusedAfterLogout(server.url, token),
      };
      const section = formatReport(report);
      writeSection(resultsFile, ENVELOPE_SECTION, section);
      console.log(section);
      return isPass(report);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The answer the load must get every time, asked once as it will be. */
async function textOf(url: string, status = 200, method: 'GET' | 'POST' = 'GET'): Promise<string> {
  const body = method === 'POST' ? '{"ping":1}' : undefined;
  const response = await fetch(url, { method, body, headers: { 'accept-encoding': 'identity', ...(body ? { 'content-type': 'application/json' } : {}) } });
  const text = await response.text();
  if (response.status !== status) throw new Error(`${url} answered HTTP ${response.status}: ${text}`);
  return text;
}

/** Right after the load the caller is cached; logout must evict it so the very next call is refused. */
async function isRefusedAfterLogout(baseUrl: string, token: string): Promise<boolean> {
  const before = await send(commandRequest(baseUrl, 'uc/checkSession', {}, token));
  const logout = await send(commandRequest(baseUrl, 'uc/logout', {}, token));
  const after = await send(commandRequest(baseUrl, 'uc/checkSession', {}, token));
  return before.answer.result_code === 0 && logout.answer.result_code === 0 && after.answer.result_code === 404;
}
