import { z } from 'zod';

/**
 * The local print agent (apps/print-agent) and the web's client of it: ports, headers, the calls and their answers
 * (docs/printing.md, "The print agent"). Imported by the agent's bundle on its own, so it needs nothing but zod.
 */
export const PRINT_AGENT_VERSION = '1.0.0';
export const PRINT_AGENT_NAME = 'parcelflow-print-agent';
/** The agent listens on the first free one (screens-protocol.md 7: 60000 to 60010). */
export const PRINT_AGENT_PORTS: readonly number[] = Array.from({ length: 11 }, (_, index) => 60_000 + index);
/** The agent's one file, as the server serves it and the user starts it. */
export const PRINT_AGENT_FILE_NAME = 'parcelflow-print-agent.mjs';
/** Where the server serves it, relative to the web app's address as the envelope's `api/` is. */
export const PRINT_AGENT_DOWNLOAD_PATH = `downloads/${PRINT_AGENT_FILE_NAME}`;

export const PRINT_AGENT_HEADERS = {
  appKey: 'x-pf-app-key',
  /** Milliseconds since the epoch. */
  timestamp: 'x-pf-timestamp',
  /** Hex, at least 16 bytes. */
  nonce: 'x-pf-nonce',
  sign: 'x-pf-sign',
} as const;

export const PRINT_AGENT_LIMITS = {
  /** A signed request older or newer than this is refused; its nonce is remembered this long. */
  maxAgeMs: 5 * 60_000,
  maxBodyBytes: 50 * 1024 * 1024,
  maxCopies: 10,
  titleMax: 100,
  printerNameMax: 127,
} as const;

/** Why the agent refused: its answer is `{error}` with a 4xx or 5xx status. */
export const PRINT_AGENT_ERRORS = [
  'originRefused', 'signatureRequired', 'signatureInvalid', 'signatureExpired', 'nonceReused', 'badRequest', 'tooLarge', 'notFound',
  'printerNotFound', 'printFailed', 'printersUnavailable', 'upgradeRefused', 'upgradeFailed',
] as const;
export type PrintAgentError = (typeof PRINT_AGENT_ERRORS)[number];
export const printAgentErrorAnswer = z.object({ error: z.enum(PRINT_AGENT_ERRORS) });

/** GET /port (unsigned, origin checked). */
export const printAgentPortAnswer = z.object({ port: z.number().int(), name: z.literal(PRINT_AGENT_NAME), version: z.string() });
export type PrintAgentPortAnswer = z.infer<typeof printAgentPortAnswer>;

/** POST /version. */
export const printAgentVersionAnswer = z.object({ version: z.string() });

/** POST /upgrade: the new agent's file, on one of the agent's configured origins; answers the version now installed. */
export const printAgentUpgradeRequest = z.object({ fileUrl: z.url({ protocol: /^https?$/ }) });
export type PrintAgentUpgradeRequest = z.infer<typeof printAgentUpgradeRequest>;

/** POST /printers. */
export const printAgentPrinter = z.object({ name: z.string(), isDefault: z.boolean() });
export type PrintAgentPrinter = z.infer<typeof printAgentPrinter>;
export const printAgentPrintersAnswer = z.object({ printers: z.array(printAgentPrinter) });

export const PRINT_AGENT_FORMATS = ['pdf', 'zpl'] as const;
export type PrintAgentFormat = (typeof PRINT_AGENT_FORMATS)[number];

/** POST /print: a PDF (printed as a file) or ZPL (sent raw to a thermal printer), base64. */
export const printAgentPrintRequest = z.object({
  printer: z.string().min(1).max(PRINT_AGENT_LIMITS.printerNameMax),
  format: z.enum(PRINT_AGENT_FORMATS),
  data: z.base64().min(1),
  copies: z.number().int().min(1).max(PRINT_AGENT_LIMITS.maxCopies).default(1),
  title: z.string().max(PRINT_AGENT_LIMITS.titleMax).default(''),
});
export type PrintAgentPrintRequest = z.input<typeof printAgentPrintRequest>;
export const printAgentPrintAnswer = z.object({ jobId: z.string() });

/** -1, 0 or 1 as version a is older, the same or newer than b: numeric parts compared in turn, a suffix after '-' ignored. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const parts = (version: string) => version.trim().replace(/^v/i, '').split('-')[0]!.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}
