import type { MessagePort, TransferListItem, Worker } from 'node:worker_threads';
import { CommandError } from '@parcelflow/contract';

/** Methods one side of a task worker offers the other: plain data in, plain data (or a promise of it) out. */
export type RpcApi = Record<string, (...payload: never[]) => unknown>;
/** Calls a method of the other side; answers what it answered, or rejects with what it threw. */
export type Caller<Api extends RpcApi> = <M extends keyof Api & string>(method: M, ...payload: Parameters<Api[M]>) => Promise<Awaited<ReturnType<Api[M]>>>;
/** A Worker, or a worker's parentPort. */
export type RpcPort = Worker | MessagePort;
export type Rpc<Theirs extends RpcApi> = { call: Caller<Theirs>; fail: (error: unknown) => void };

type WireError = { message: string; stack?: string; code?: CommandError['code']; params?: Record<string, string | number> };
type Message = { rpc: 'call'; id: number; method: string; payload: unknown } | { rpc: 'reply'; id: number; value?: unknown; error?: WireError };
type Pending = { resolve: (value: never) => void; reject: (error: unknown) => void };

/** An exception thrown by the other side's method that was no CommandError (a bug, or a file no reader expected). */
export class RemoteError extends Error {}

const transfers = new WeakMap<object, readonly TransferListItem[]>();

/** `value` unchanged, marked so that the buffers in `list` move to the other side instead of being copied. */
export function moved<T extends object>(value: T, list: readonly TransferListItem[]): T {
  transfers.set(value, list);
  return value;
}

/**
 * Numbered calls and replies over a port, the same on both sides. A CommandError crosses with its code and
 * parameters; any other exception arrives as a RemoteError with the other side's message and stack. After
 * fail(), every pending and later call rejects with its error (the worker is gone).
 */
export function connectRpc<Theirs extends RpcApi>(port: RpcPort, methodOf: (method: string) => ((...payload: never[]) => unknown) | undefined): Rpc<Theirs> {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let failure: { error: unknown } | undefined;
  const post = (message: Message, value: unknown) => port.postMessage(message, (value !== null && typeof value === 'object' && transfers.get(value)) || []);

  async function answer(id: number, method: string, payload: unknown): Promise<void> {
    try {
      const run = methodOf(method);
      if (!run) throw new Error(`No method ${method}`);
      const value = await run(payload as never);
      post({ rpc: 'reply', id, value }, value);
    } catch (error) {
      post({ rpc: 'reply', id, error: wireErrorOf(error) }, undefined);
    }
  }

  port.on('message', (message: Message) => {
    if (message.rpc === 'call') return void answer(message.id, message.method, message.payload);
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiting?.reject(errorOf(message.error));
    else waiting?.resolve(message.value as never);
  });

  const call = ((method: string, payload?: unknown) => {
    if (failure) return Promise.reject(failure.error);
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      try {
        post({ rpc: 'call', id, method, payload }, payload);
      } catch (error) {
        pending.delete(id);
        reject(error);
      }
    });
  }) as unknown as Caller<Theirs>;

  return {
    call,
    fail(error) {
      failure ??= { error };
      for (const waiting of pending.values()) waiting.reject(failure.error);
      pending.clear();
    },
  };
}

function wireErrorOf(error: unknown): WireError {
  if (error instanceof CommandError) return { message: error.message, code: error.code, params: error.params };
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}

function errorOf(wire: WireError): Error {
  if (wire.code !== undefined) return new CommandError(wire.code, wire.params, wire.message);
  const error = new RemoteError(wire.message);
  if (wire.stack) error.stack = wire.stack;
  return error;
}

/** Bytes that may be moved: the same view when it covers its whole buffer, else a copy (a pooled Buffer shares one). */
export function ownedBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return whole ? new Uint8Array(bytes.buffer as ArrayBuffer) : new Uint8Array(bytes);
}
