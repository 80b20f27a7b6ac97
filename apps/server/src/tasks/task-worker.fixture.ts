import { threadId } from 'node:worker_threads';
import { CommandError } from '@parcelflow/contract';
import { serveTaskWorker } from './serve-worker.ts';

export type FixtureMainApi = { progress: (done: number) => Promise<void> };

/** A worker entry for the worker tests: each method answers, refuses, or ends the worker as a real one could. */
serveTaskWorker<FixtureMainApi>((main) => ({
  threadId: () => threadId,
  refuse: () => {
    throw new CommandError(20157, { orderId: 7 });
  },
  fail: () => {
    throw new Error('a reader bug');
  },
  crash: () => {
    setImmediate(() => {
      throw new Error('uncaught in the worker');
    });
    return new Promise(() => {});
  },
  exit: () => process.exit(3),
  fillMemory: () => {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 10_000 }, Math.random));
  },
  hang: () => new Promise(() => {}),
  reportSteps: async (steps: number) => {
    for (let done = 1; done <= steps; done++) await main('progress', done);
    return steps;
  },
}));
