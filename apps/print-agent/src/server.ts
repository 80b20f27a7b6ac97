import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PRINT_AGENT_LIMITS, PRINT_AGENT_NAME, PRINT_AGENT_VERSION, printAgentPrintRequest, printAgentUpgradeRequest, type PrintAgentPrinter,
} from '@parcelflow/contract/printAgent/protocol';
import type { z } from 'zod';
import { createNonceStore, signatureRefusal } from './auth.ts';
import type { AgentConfig } from './config.ts';
import { AgentError, allowOrigin, readBody, sendError, sendJson } from './http.ts';
import { systemPrintSystem, type PrintSystem } from './printing.ts';
import { upgradeAgent } from './upgrade.ts';

export type AgentOptions = AgentConfig & {
  printSystem?: PrintSystem;
  /** The running agent's file, replaced by /upgrade. */
  selfPath?: string;
  /** Called once an upgrade's answer is sent: main.ts restarts the process on the new file. */
  onUpgraded?: (version: string) => void;
  /** PRINT_AGENT_LIMITS.maxBodyBytes unless a test says otherwise. */
  maxBodyBytes?: number;
};

export type RunningAgent = { server: Server; port: number; close: () => Promise<void> };

const PRINTERS_FRESH_MS = 5_000;

/** The agent's HTTP server on 127.0.0.1, on the first free port of `ports`. */
export async function startAgent(options: AgentOptions): Promise<RunningAgent> {
  const printSystem = options.printSystem ?? systemPrintSystem();
  const nonces = createNonceStore();
  let printers: { at: number; list: PrintAgentPrinter[] } | null = null;

  async function listPrinters(fresh = false): Promise<PrintAgentPrinter[]> {
    if (!fresh && printers && Date.now() - printers.at < PRINTERS_FRESH_MS) return printers.list;
    const listed = await printSystem.listPrinters().catch((error: unknown) => {
      throw new AgentError('printersUnavailable', String(error));
    });
    const list = options.printer && listed.some((printer) => printer.name === options.printer)
      ? listed.map((printer) => ({ ...printer, isDefault: printer.name === options.printer }))
      : listed;
    printers = { at: Date.now(), list };
    return list;
  }

  async function print(input: z.output<typeof printAgentPrintRequest>): Promise<{ jobId: string }> {
    const known = async (fresh: boolean) => (await listPrinters(fresh)).some((printer) => printer.name === input.printer);
    if (!(await known(false)) && !(await known(true))) throw new AgentError('printerNotFound');
    const bytes = Buffer.from(input.data, 'base64');
    const jobId = await printSystem.print({ printer: input.printer, format: input.format, bytes, copies: input.copies, title: input.title })
      .catch((error: unknown) => {
        throw new AgentError('printFailed', String(error));
      });
    return { jobId };
  }

  async function handle(request: IncomingMessage, response: ServerResponse, port: number): Promise<void> {
    const origin = request.headers.origin;
    if (!origin || !options.origins.includes(origin)) return sendError(response, 'originRefused');
    allowOrigin(request, response, origin);
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && path === '/port') return sendJson(response, 200, { port, name: PRINT_AGENT_NAME, version: PRINT_AGENT_VERSION });
    if (request.method !== 'POST' || !['/version', '/printers', '/print', '/upgrade'].includes(path)) return sendError(response, 'notFound');
    const body = await readBody(request, options.maxBodyBytes ?? PRINT_AGENT_LIMITS.maxBodyBytes);
    const refusal = await signatureRefusal(options, nonces, { method: 'POST', path, headers: request.headers, body });
    if (refusal) return sendError(response, refusal);
    if (path === '/version') return sendJson(response, 200, { version: PRINT_AGENT_VERSION });
    if (path === '/printers') return sendJson(response, 200, { printers: await listPrinters(true) });
    const json = parseJson(body);
    if (path === '/print') return sendJson(response, 200, await print(parsed(printAgentPrintRequest, json)));
    const { fileUrl } = parsed(printAgentUpgradeRequest, json);
    if (!options.selfPath) throw new AgentError('upgradeRefused', 'not running from a file');
    const version = await upgradeAgent(fileUrl, options.origins, options.selfPath);
    response.on('finish', () => options.onUpgraded?.(version));
    sendJson(response, 200, { version });
  }

  const server = createServer((request, response) => {
    const port = (server.address() as AddressInfo).port;
    handle(request, response, port).catch((error: unknown) => {
      if (response.headersSent) return;
      if (!(error instanceof AgentError)) {
        console.error('print agent:', error);
        return sendError(response, 'badRequest');
      }
      if (error.reason === 'tooLarge') response.setHeader('connection', 'close');
      if (error.message !== error.reason) console.error(`print agent: ${error.reason}: ${error.message}`);
      sendError(response, error.reason);
    });
  });
  server.requestTimeout = 120_000;
  const port = await listenOnFirstFree(server, options.ports);
  return {
    server, port,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new AgentError('badRequest');
  }
}

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AgentError('badRequest', result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return result.data;
}

/** Binds 127.0.0.1 only (never another interface), trying each port in turn. */
async function listenOnFirstFree(server: Server, ports: readonly number[]): Promise<number> {
  for (const port of ports) {
    const bound = await new Promise<boolean>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error));
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (bound) return (server.address() as AddressInfo).port;
  }
  throw new Error(`every port of ${ports[0]}-${ports[ports.length - 1]} is taken`);
}
