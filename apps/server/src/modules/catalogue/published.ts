import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A public document built once at start: anyone may fetch it, caches keep it and revalidate it by its ETag,
 * so a deploy that changes the commands is seen at the next request.
 */
export function sendPublished(document: unknown) {
  const text = JSON.stringify(document);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'public, no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(text);
  };
}
