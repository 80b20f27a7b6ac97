import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_THERMAL_LABELS, CommandError, type LabelOrder } from '@parcelflow/contract';
import { createWorkerPool, type WorkerLimits } from '../../tasks/worker-pool.ts';
import { renderLabelPdf } from './index.ts';
import { labelOrderOf } from './label-orders.fixture.ts';
import { readPdf } from './read-pdf.testing.ts';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const pools: ReturnType<typeof createWorkerPool>[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

/** A pool as the task runner makes one, with one worker of these limits; each render is a task of its own. */
function poolOf(limits: WorkerLimits) {
  const pool = createWorkerPool(1, limits, log);
  pools.push(pool);
  return (orders: LabelOrder[], onProgress?: (done: number) => Promise<void>) =>
    renderLabelPdf(pool.use({ signal: new AbortController().signal, log }), { layout: BUILT_IN_THERMAL_LABELS.receive, orders, images: {} }, onProgress);
}

const render = poolOf({ maxOldGenerationSizeMb: 256 });
const ordersOf = (count: number) => Array.from({ length: count }, (_, index) => labelOrderOf({ orderNo: `SO${index}`, waybillNo: `PF${100000 + index}CN` }));

describe('label rendering in a worker thread', () => {
  it('answers the PDF from the worker, and a barcode refusal with its code and parameters', async () => {
    const pdf = readPdf(await render(ordersOf(2)));
    expect(pdf.barcodes.map((found) => [...found].sort())).toEqual([['PF100000CN', 'PF100000CN'], ['PF100001CN', 'PF100001CN']]);
    const error = await render([labelOrderOf({ waybillNo: 'PF\u00e9001' })]).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CommandError);
    expect(error).toMatchObject({ code: 20141, params: { orderNo: 'SO20261127001', symbology: 'code128', field: 'waybillNo', reason: 'badCharacter' } });
  });

  it('reports the orders drawn every 250 to the main thread while it renders (a print task\'s progress)', async () => {
    const reported: number[] = [];
    await render(ordersOf(520), async (done) => void reported.push(done));
    expect(reported).toEqual([250, 500]);
  });

  it('fails a render whose worker dies (out of its memory) with 20186, and the server goes on', async () => {
    // 16 MB of heap holds less than the engine needs: the worker dies on its first label.
    const starved = poolOf({ maxOldGenerationSizeMb: 16 });
    await expect(starved(ordersOf(50))).rejects.toMatchObject({ code: 20186, death: 'memory' });
    // The pool starts a new worker for the next render rather than hanging on the dead one.
    await expect(starved(ordersOf(1))).rejects.toMatchObject({ code: 20186, death: 'memory' });
    expect(readPdf(await render(ordersOf(1))).barcodes).toEqual([['PF100000CN', 'PF100000CN']]);
  });
});
