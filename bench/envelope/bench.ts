import { fileURLToPath } from 'node:url';
import { startChildServer } from '../lib/child-server.ts';
import { runLoad, type LoadSettings } from '../lib/load.ts';
import { describeMachine } from '../lib/machine.ts';
import { commandRequest, logIn, send } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { formatReport, isPass, type EnvelopeReport } from './report.ts';
import { bareRequest } from './requests.ts';

const ENVELOPE_SECTION = 'Envelope: authenticated no-op command';

const SETTINGS: LoadSettings = { connections: 50, pipelining: 1, warmupSeconds: 3, durationSeconds: 10 };

/** Measures uc/checkSession and a bare route on one server child, writes the section; answers whether it passed. */
export async function benchEnvelope(resultsFile: string): Promise<boolean> {
  const machine = describeMachine();
  const server = await startChildServer(fileURLToPath(new URL('./server.ts', import.meta.url)));
  try {
    const token = await logIn(server.url, 'demooper');
    const check = commandRequest(server.url, 'uc/checkSession', {}, token);
    const checked = await send(check);
    if (checked.answer.result_code !== 0) throw new Error(`uc/checkSession answered ${checked.text}`);
    const bare = bareRequest(server.url);
    console.log('bare Fastify route...');
    const bareResult = await runLoad({ ...bare, expectBody: (await send(bare)).text }, SETTINGS, server);
    console.log('envelope uc/checkSession...');
    const envelopeResult = await runLoad({ ...check, expectBody: checked.text }, SETTINGS, server);
    const report: EnvelopeReport = {
      machine,
      database: 'PGlite (embedded, temp dir) with the demo data',
      settings: SETTINGS,
      envelope: envelopeResult,
      bare: bareResult,
      revokedTokenRefused: await isRefusedAfterLogout(server.url, token),
    };
    const section = formatReport(report);
    writeSection(resultsFile, ENVELOPE_SECTION, section);
    console.log(section);
    return isPass(report);
  } finally {
    await server.stop();
  }
}

/** Right after the load the caller is cached; logout must evict it so the very next call is refused. */
async function isRefusedAfterLogout(baseUrl: string, token: string): Promise<boolean> {
  const before = await send(commandRequest(baseUrl, 'uc/checkSession', {}, token));
  const logout = await send(commandRequest(baseUrl, 'uc/logout', {}, token));
  const after = await send(commandRequest(baseUrl, 'uc/checkSession', {}, token));
  return before.answer.result_code === 0 && logout.answer.result_code === 0 && after.answer.result_code === 404;
}
