import { createReadStream, existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { PRINT_AGENT_DOWNLOAD_PATH, PRINT_AGENT_FILE_NAME } from '@parcelflow/contract';

/**
 * GET /downloads/parcelflow-print-agent.mjs: the built agent (apps/print-agent/dist), getPosPrintConfig's fileUrl.
 * Public: it holds no secret (the keys are given on the command line), and an agent upgrading itself fetches it
 * without a session. Read per request, so a rebuilt agent is served without a restart.
 */
export function registerPrintAgentDownload(app: FastifyInstance, agentFile: string | null): void {
  app.get(`/${PRINT_AGENT_DOWNLOAD_PATH}`, async (_request, reply) => {
    if (!agentFile || !existsSync(agentFile)) return reply.code(404).send({ error: 'notFound' });
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('content-disposition', `attachment; filename="${PRINT_AGENT_FILE_NAME}"`)
      .header('cache-control', 'no-cache')
      .send(createReadStream(agentFile));
  });
}
