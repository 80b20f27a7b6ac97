import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '../excel/api.ts';
import { prepareDatabase } from '../lib/database.ts';
import { describeMachine } from '../lib/machine.ts';
import { statusMb } from '../lib/proc.ts';
import { logIn } from '../lib/requests.ts';
import { writeSection } from '../lib/results-file.ts';
import { startServer } from '../lib/server-process.ts';
import { BENCH_ACCOUNT, BENCH_COMPANY_NO } from '../orders/settings.ts';
import { CARD_SHAPE, insertPriceChannels } from './cards.ts';
import { IMPORTED_ORDERS, timeImportPricing } from './import-pricing.ts';
import { formatPriceReport } from './report.ts';
import { timeTrials } from './trials.ts';

const WARM_TRIALS = 50;
const TIMED_TRIALS = 500;

/**
 * The freight trial on PGlite as `npm start` runs it: 100 channels with full cards, trials one after another through
 * HTTP; then, the server stopped, what pricing adds to an import of 10,000 orders, timed in the bench process.
 */
export async function benchPrices(resultsFile: string): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelflow-prices-'));
  try {
    const machine = describeMachine();
    const channelIds = await prepareDatabase({ dataDir }, (database) => insertPriceChannels(database, BENCH_COMPANY_NO));
    const server = await startServer({ dataDir });
    try {
      const session: Session = { baseUrl: server.url, token: await logIn(server.url, BENCH_ACCOUNT) };
      console.log('trials...');
      const first = await timeTrials(session, channelIds, 1);
      await timeTrials(session, channelIds, WARM_TRIALS);
      const trials = await timeTrials(session, channelIds, TIMED_TRIALS);
      const peakMb = statusMb(server.pid, 'VmHWM');
      await server.stop();
      console.log(`pricing ${IMPORTED_ORDERS} imported orders...`);
      const imported = await timeImportPricing(dataDir, BENCH_COMPANY_NO);
      const { content, pass } = formatPriceReport({ machine, shape: CARD_SHAPE, firstMs: first.maxMs, warm: WARM_TRIALS, trials, peakMb, imported });
      writeSection(resultsFile, 'Prices: the freight trial over 100 channels, and pricing an import', content);
      console.log(content);
      return pass;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
