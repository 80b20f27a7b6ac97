import {
  PRINT_AGENT_PORTS, printAgentErrorAnswer, printAgentPortAnswer, signAgentRequest, type PosPrintConfig, type PrintAgentError, type PrintAgentPortAnswer,
} from '@parcelflow/contract';

/**
 * The browser's side of the print agent protocol (docs/printing.md, "The print agent"): finding the agent on
 * 127.0.0.1:60000-60010 and signed calls to it. No React here, so the probe and the calls are tested alone.
 */
const agentUrl = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;

/** A signal aborting after `ms` (by hand: AbortSignal.timeout is missing from some test DOMs). */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return controller.signal;
}

/** The agent refused a call (its `{error}`), or could not be reached (`unreachable`). */
export class PrintAgentCallError extends Error {
  constructor(readonly reason: PrintAgentError | 'unreachable', readonly status = 0) {
    super(`print agent: ${reason}`);
  }
}

/** GET /port on one port within `timeoutMs`: the agent's answer, or null for anything else. */
export async function probePort(port: number, timeoutMs: number): Promise<PrintAgentPortAnswer | null> {
  try {
    const response = await fetch(agentUrl(port, '/port'), { signal: timeoutSignal(timeoutMs), cache: 'no-store' });
    if (!response.ok) return null;
    const answer = printAgentPortAnswer.safeParse(await response.json());
    return answer.success && answer.data.port === port ? answer.data : null;
  } catch {
    return null;
  }
}

/**
 * The agent's port: the remembered one first (1 s, the agent may be busy printing), else every port at once
 * (100 ms each, screens-protocol.md 7), the first answer winning; when none answered in time, every port once more
 * with 1 s (a busy machine can take longer than 100 ms, and a port nobody listens on refuses at once, so this costs
 * nothing when no agent runs). Null when none answers.
 */
export async function findAgent(remembered: number | null): Promise<PrintAgentPortAnswer | null> {
  if (remembered && PRINT_AGENT_PORTS.includes(remembered)) {
    const found = await probePort(remembered, 1000);
    if (found) return found;
  }
  return (await probeAll(100)) ?? probeAll(1000);
}

function probeAll(timeoutMs: number): Promise<PrintAgentPortAnswer | null> {
  const probes = PRINT_AGENT_PORTS.map(async (port) => {
    const found = await probePort(port, timeoutMs);
    if (!found) throw new Error('no agent');
    return found;
  });
  return Promise.any(probes).catch(() => null);
}

/** A signed POST to the agent with the company's keys; the answer's JSON, or PrintAgentCallError. */
export async function callAgent<T>(port: number, path: string, body: unknown, config: Pick<PosPrintConfig, 'appKey' | 'appSecret'>, timeoutMs = 5000): Promise<T> {
  const text = JSON.stringify(body);
  const headers = await signAgentRequest({ appKey: config.appKey, appSecret: config.appSecret, method: 'POST', path, body: text });
  let response: Response;
  try {
    response = await fetch(agentUrl(port, path), { method: 'POST', body: text, headers: { 'content-type': 'application/json', ...headers }, signal: timeoutSignal(timeoutMs) });
  } catch {
    throw new PrintAgentCallError('unreachable');
  }
  const answer: unknown = await response.json().catch(() => ({}));
  if (response.ok) return answer as T;
  const refusal = printAgentErrorAnswer.safeParse(answer);
  throw new PrintAgentCallError(refusal.success ? refusal.data.error : 'badRequest', response.status);
}

/** Bytes as base64, a slice at a time (a spread of a whole label PDF would overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** An address the server gave relative to the web app (fileUrl), made absolute: the agent downloads it. */
export const absoluteUrl = (path: string) => new URL(path, document.baseURI).href;

/** The one command that starts the agent for this product, as the user types it where the file was saved. */
export function agentCommand(config: Pick<PosPrintConfig, 'appKey' | 'appSecret'>, origin: string = window.location.origin): string {
  return `node parcelflow-print-agent.mjs --origin ${origin} --app-key ${config.appKey} --app-secret ${config.appSecret}`;
}
