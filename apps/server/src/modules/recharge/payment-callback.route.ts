import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { settleCallback } from './payment-callback.ts';
import { InvalidCallbackError, type PaymentCallback, type PaymentProvider } from './payment-provider.ts';

/** A provider's callback is one payment's notice: a few kB at most. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/pay/callback/:provider (docs/finance.md, "Recharge and payment providers"): the body is read as raw text,
 * the text the provider signed. Unknown provider (or one that does not call back) 404; a bad signature 401 and
 * nothing changes; else the payment is settled once.
 */
export async function registerPaymentCallbackRoute(app: FastifyInstance, db: Db, providers: readonly PaymentProvider[]): Promise<void> {
  const byKey = new Map(providers.map((provider) => [provider.key, provider]));
  if (byKey.size < providers.length) throw new Error('Two payment providers share one key');
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/api/pay/callback/:provider', async (request, reply) => {
      const provider = byKey.get(request.params.provider);
      if (!provider || provider.settles !== 'callback') return reply.code(404).send({ error: 'notFound' });
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let callback: PaymentCallback | null;
      try {
        callback = provider.verifyCallback(rawBody, request.headers);
      } catch (error) {
        if (error instanceof InvalidCallbackError) return reply.code(400).send({ field: 'body', reason: 'invalidFormat' });
        throw error;
      }
      if (!callback) return reply.code(401).send({ error: 'signatureInvalid' });
      const outcome = await settleCallback(db, provider.key, callback, request.ip);
      return reply.code(outcome.http).send(outcome.body);
    });
  });
}
