import {
  DEFAULT_VERSION,
  REQUEST_TIMEOUT_MS,
  type Service,
} from '@parcelflow/contract';
import { readSession } from './session.ts';

/** A non-zero result_code, with the parameters the web needs to translate `hint.<code>`. */
export class CommandFailure extends Error {
  constructor(
    readonly code: number,
    readonly params: Record<string, string | number>,
    message: string,
  ) {
    super(message);
  }
}

export type CallOptions = { version?: string; timeoutMs?: number; silent?: boolean };

type Listener = (failure: CommandFailure, options: CallOptions) => void;
const failureListeners = new Set<Listener>();

/** The shell subscribes here to show hints, clear the session on 404/503 and prompt re-login on timeouts. */
export function onCommandFailure(listener: Listener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** POST /api/{service}/{command}/{version} with form fields head and body; resolves to the unwrapped body. */
export async function callCommand<T>(service: Service, command: string, body: unknown = {}, options: CallOptions = {}): Promise<T> {
  const version = options.version ?? DEFAULT_VERSION;
  const session = readSession();
  const head = { appid: 'parcelflow-web', command, version, token: session?.token, language: document.documentElement.lang };
  const form = new URLSearchParams({ head: JSON.stringify(head), body: JSON.stringify(body) });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(`api/${service}/${command}/${version}`, { method: 'POST', body: form, signal: controller.signal });
    // 413 (body too large) carries the usual envelope naming the field.
    if (!response.ok && response.status !== 413) throw raise(new CommandFailure(response.status, {}, response.statusText), options);
    const answer = (await response.json()) as { result_code: number; message: string; body: string };
    const parsed = parseBody(answer.body);
    if (answer.result_code !== 0) {
      const params = parsed && typeof parsed === 'object' ? (parsed as Record<string, string | number>) : {};
      throw raise(new CommandFailure(answer.result_code, params, answer.message), options);
    }
    return parsed as T;
  } catch (error) {
    if (error instanceof CommandFailure) throw error;
    const code = controller.signal.aborted ? 408 : 502;
    throw raise(new CommandFailure(code, {}, String(error)), options);
  } finally {
    clearTimeout(timer);
  }
}

/** Tells the shell about a failure of a call made outside callCommand (uploads, downloads). */
export function failWith(failure: CommandFailure): CommandFailure {
  return raise(failure, {});
}

function raise(failure: CommandFailure, options: CallOptions): CommandFailure {
  for (const listener of failureListeners) listener(failure, options);
  return failure;
}

function parseBody(body: string): unknown {
  if (!body) return {};
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
