import type { FastifyInstance } from 'fastify';

/**
 * Once the server starts closing, every answer still going out ends its connection ("connection: close"). Node's
 * close() ends only the keep-alive connections idle at that moment; a connection whose request was in flight would
 * otherwise stay open, idle, until the client (a load balancer keeps them for minutes) closed it, and hold up the
 * shutdown until SHUTDOWN_TIMEOUT_MS.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
