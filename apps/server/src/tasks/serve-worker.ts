import { parentPort } from 'node:worker_threads';
import { connectRpc, type Caller, type RpcApi } from './worker-rpc.ts';

/** Sent by the pool when a task is done with a worker it gives back: the next task starts from nothing. */
export const END_SESSION = '$endSession';

/**
 * What a worker entry calls: serves the methods `open` makes for each task using this worker, with a caller of
 * the main thread's methods. What a task's methods kept (a workbook read) is dropped when the task gives the
 * worker back, so a reused worker holds nothing of the task before.
 */
export function serveTaskWorker<MainApi extends RpcApi = RpcApi>(open: (main: Caller<MainApi>) => RpcApi): void {
  const port = parentPort;
  if (!port) throw new Error('serveTaskWorker runs in a worker thread');
  let methods: RpcApi | undefined;
  const rpc = connectRpc<MainApi>(port, (method) => {
    if (method === END_SESSION) return () => void (methods = undefined);
    methods ??= open(rpc.call);
    return methods[method];
  });
}
