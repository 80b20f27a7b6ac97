import { parseArgs } from 'node:util';
import { PRINT_AGENT_PORTS } from '@parcelflow/contract/printAgent/protocol';

export type AgentConfig = {
  /** The product's origins (scheme, host and port) whose pages may call the agent. */
  origins: string[];
  appKey: string;
  appSecret: string;
  /** Shown as the default printer in place of the system's. */
  printer?: string;
  ports: readonly number[];
};

export const USAGE = 'node parcelflow-print-agent.mjs --origin <https://your.product> --app-key <key> --app-secret <secret> [--printer <name>]';

/** Reads the command line; throws a message for the user when something is missing or wrong. */
export function readAgentConfig(args: string[]): AgentConfig {
  const { values } = parseArgs({
    args,
    options: {
      origin: { type: 'string', multiple: true },
      'app-key': { type: 'string' },
      'app-secret': { type: 'string' },
      printer: { type: 'string' },
      // For tests and unusual machines: another range than 60000-60010, as "first-last".
      ports: { type: 'string' },
    },
    strict: true,
  });
  const origins = (values.origin ?? []).flatMap((origin) => origin.split(',')).map((origin) => originOf(origin.trim()));
  if (origins.length === 0) throw new Error(`--origin is required\n${USAGE}`);
  const appKey = values['app-key']?.trim();
  const appSecret = values['app-secret']?.trim();
  if (!appKey || !appSecret) throw new Error(`--app-key and --app-secret are required (getPosPrintConfig gives them)\n${USAGE}`);
  return { origins, appKey, appSecret, printer: values.printer, ports: values.ports ? portRange(values.ports) : PRINT_AGENT_PORTS };
}

/** An origin exactly as a browser sends it in the Origin header. */
function originOf(text: string): string {
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--origin must be an http(s) address: ${text}`);
  return url.origin;
}

function portRange(text: string): number[] {
  const [first, last = first] = text.split('-').map(Number);
  if (!Number.isInteger(first) || !Number.isInteger(last) || first! < 1 || last! > 65535 || last! < first!) throw new Error(`--ports must be first-last: ${text}`);
  return Array.from({ length: last! - first! + 1 }, (_, index) => first! + index);
}
