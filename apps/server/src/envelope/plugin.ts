import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { CommandError, fieldError, MAX_COMMAND_BODY_BYTES } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import type { Dispatcher } from './dispatch.ts';
import { parseEnvelope } from './parse.ts';
import { failure } from './respond.ts';
import { verifySigned, type SignedHeaders } from './signed.ts';

type Params = { service: string; command: string; version?: string };
type RawRequest = FastifyRequest & { rawBody?: string };

/**
 * Routes of the envelope: POST /api/{service}/{command}/{version} with head and body (form or JSON), and
 * the signed layer, GET or POST with headers version, timestamp, nonce, token and sign.
 */
export async function registerEnvelope(app: FastifyInstance, db: Db, dispatch: Dispatcher): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: MAX_COMMAND_BODY_BYTES });
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_COMMAND_BODY_BYTES }, (request, text, done) => {
      (request as RawRequest).rawBody = text as string;
      if ((text as string).trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(fieldError('body', 'notJson'), undefined);
      }
    });
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      reply.status(200).send(toEnvelopeFailure(error));
    });

    const handle = async (request: RawRequest) => {
      const params = request.params as Params;
      const signed = request.headers.sign !== undefined;
      if (request.method === 'GET' && !signed) return failure(405, { field: 'sign', reason: 'required' });
      const { head, body } = signed ? await readSigned(db, request) : parseEnvelope(request.body);
      return dispatch(
        {
          service: params.service,
          command: params.command,
          version: params.version ?? head.version,
          token: head.token,
          body,
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
          language: 'language' in head ? head.language : undefined,
        },
        request.log,
      );
    };
    for (const url of ['/api/:service/:command', '/api/:service/:command/:version']) {
      scope.post(url, { bodyLimit: MAX_COMMAND_BODY_BYTES }, handle);
      scope.get(url, handle);
    }
  });
}

async function readSigned(db: Db, request: RawRequest) {
  const headers = request.headers as SignedHeaders;
  const isGet = request.method === 'GET';
  const bodyText = isGet ? String((request.query as Record<string, unknown>).body ?? '') : (request.rawBody ?? '');
  const path = request.url.split('?')[0];
  const token = await verifySigned(db, headers, request.method, path, bodyText);
  let body: unknown = isGet ? {} : request.body;
  if (isGet && bodyText) {
    try {
      body = JSON.parse(bodyText);
    } catch {
      throw fieldError('body', 'notJson');
    }
  }
  return { head: { token, version: headers.version }, body };
}

function toEnvelopeFailure(error: FastifyError | CommandError) {
  if (error instanceof CommandError) return failure(error.code, error.params, error.message);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return failure(400, { field: 'body', reason: 'bodyTooLarge', max: MAX_COMMAND_BODY_BYTES });
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return failure(400, { field: 'content-type', reason: 'invalidFormat' });
  if (error.statusCode && error.statusCode < 500) return failure(400, { field: 'body', reason: 'invalidFormat' });
  return failure(500);
}
