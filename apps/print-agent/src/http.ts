import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRINT_AGENT_HEADERS, type PrintAgentError } from '@parcelflow/contract/printAgent/protocol';

const STATUS: Record<PrintAgentError, number> = {
  originRefused: 403, signatureRequired: 401, signatureInvalid: 401, signatureExpired: 401, nonceReused: 401, badRequest: 400, tooLarge: 413,
  notFound: 404, printerNotFound: 400, printFailed: 502, printersUnavailable: 502, upgradeRefused: 400, upgradeFailed: 502,
};

export class AgentError extends Error {
  constructor(readonly reason: PrintAgentError, detail?: string) {
    super(detail ?? reason);
  }
}

export function sendJson(response: ServerResponse, status: number, answer: unknown): void {
  const text = JSON.stringify(answer);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  response.end(text);
}

export const sendError = (response: ServerResponse, reason: PrintAgentError) => sendJson(response, STATUS[reason], { error: reason });

const ALLOWED_HEADERS = ['content-type', ...Object.values(PRINT_AGENT_HEADERS)].join(', ');

/**
 * CORS for the configured origins only: an answer to any other page carries no Access-Control header, so its
 * browser hides it. A preflight of a public page calling this private address is answered with
 * Access-Control-Allow-Private-Network (Chrome's Private Network Access).
 */
export function allowOrigin(request: IncomingMessage, response: ServerResponse, origin: string): void {
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('vary', 'Origin');
  if (request.method !== 'OPTIONS') return;
  response.setHeader('access-control-allow-methods', 'GET, POST');
  response.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
  response.setHeader('access-control-max-age', '600');
  if (request.headers['access-control-request-private-network'] === 'true') response.setHeader('access-control-allow-private-network', 'true');
}

/** The request's bytes, refused past `max` without reading the rest. */
export function readBody(request: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > max) return reject(new AgentError('tooLarge'));
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the cap the rest is drained and dropped; the 413 closes the connection.
      if (size > max) reject(new AgentError('tooLarge'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
