import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

export type HealthChecks = {
  db: Db;
  /** When the task runner last went round its loop (ms since the epoch). */
  taskRunnerAliveAt: () => number;
  /** A runner silent this long is dead: other server copies then take its tasks over (the runner's staleAfterMs). */
  taskRunnerStaleAfterMs: number;
};

const DATABASE_TIMEOUT_MS = 2000;

/**
 * GET /api/health for load balancers and container health checks: 200 when the process answers, the database
 * answers a query within 2 s and the task runner went round its loop within its staleness bound; otherwise 503, naming what failed.
 * Public and cheap: it says nothing about the data.
 */
export function registerHealthRoute(app: FastifyInstance, checks: HealthChecks): void {
  app.get('/api/health', async (_request, reply) => {
    const [database, tasks] = await Promise.all([checkDatabase(checks.db), checkTaskRunner(checks)]);
    const healthy = database === 'ok' && tasks === 'ok';
    return reply.status(healthy ? 200 : 503).header('cache-control', 'no-store').send({ status: healthy ? 'ok' : 'unavailable', database, tasks });
  });
}

async function checkDatabase(db: Db): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), DATABASE_TIMEOUT_MS);
  });
  const query = db.execute(sql`select 1`).then(() => 'ok' as const, () => 'unreachable' as const);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function checkTaskRunner(checks: HealthChecks): 'ok' | 'stalled' {
  return Date.now() - checks.taskRunnerAliveAt() <= checks.taskRunnerStaleAfterMs ? 'ok' : 'stalled';
}
