import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@parcelflow/contract';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MEBIBYTE = 1024 * 1024;

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (X-Forwarded-For is ignored, so no client can choose its address);
 * a hop count; or the proxies' addresses and CIDR ranges, comma-separated. "true" (trust anyone) is refused.
 */
const trustProxy = z.string().trim().transform((value, ctx): false | number | string[] => {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length === 0) return entries;
  ctx.addIssue({ code: 'custom', message: `expected a hop count or proxy addresses/CIDR ranges, got ${bad.join(', ')}` });
  return z.NEVER;
});

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.string().url().refine((url) => /^postgres(ql)?:\/\//.test(url), 'expected postgres://...').optional(),
  WEB_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  DEMO_DATA: flag.default(true),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(MAX_UPLOAD_BYTES / MEBIBYTE).default(MAX_UPLOAD_BYTES / MEBIBYTE),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  SMTP_URL: z.string().url().refine((url) => /^smtps?:\/\//.test(url), 'expected smtp://... or smtps://...').optional(),
  MAIL_FROM: z.string().min(3).default('Parcelflow <no-reply@localhost>'),
});

/** Settings read from the environment once at start (the README's table lists them). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Uploads, exports and error reports (the local-disk FileStorage). */
  filesDir: string;
  databaseUrl?: string;
  webDir?: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: false | number | string[];
  demoData: boolean;
  uploadMaxBytes: number;
  shutdownTimeoutMs: number;
  mail: { smtpUrl?: string; from: string };
};

export class ConfigError extends Error {}

/** Reads and checks every setting; a bad one throws ConfigError naming each bad variable and why. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as shells and compose files often leave them.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])] ?? '')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const settings = parsed.data;
  // npm runs workspace scripts inside apps/server; paths are meant from where the user typed the command.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), settings.DATA_DIR);
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    filesDir: join(dataDir, 'files'),
    databaseUrl: settings.DATABASE_URL,
    webDir: settings.WEB_DIR,
    logLevel: settings.LOG_LEVEL,
    trustProxy: settings.TRUST_PROXY,
    demoData: settings.DEMO_DATA,
    uploadMaxBytes: Math.floor(settings.UPLOAD_MAX_MB * MEBIBYTE),
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
    mail: { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM },
  };
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
