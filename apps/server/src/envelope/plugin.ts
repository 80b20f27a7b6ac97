import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { CommandError, fieldError, MAX_COMMAND_BODY_BYTES, MAX_UPLOAD_BYTES, type EnvelopeResponse } from '@parcelflow/contract';
import { COMMAND_ANSWER_COMPRESSION } from '../http/compression.ts';
import type { Upload } from './command.ts';
import type { Dispatcher } from './dispatch.ts';
import { contentDisposition, isFileAnswer, type FileAnswer } from './file-answer.ts';
import { dispatchMultipart } from './multipart.ts';
import { parseEnvelope, type ParsedEnvelope } from './parse.ts';
import { failure } from './respond.ts';
import { verifySigned, type ClaimNonce, type SignedHeaders } from './signed.ts';
import { drainAfterAnswer, refuseDeclaredOversize, TooLargeError } from './too-large.ts';

type Params = { service: string; command: string; version?: string };
type RawRequest = FastifyRequest & { rawBody?: string };

/**
 * Routes of the envelope: POST /api/{service}/{command}/{version} with head and body (form, JSON, or
 * multipart with a file), and the signed layer, GET or POST with headers version, timestamp, nonce, token
 * and sign. A command answering fileAnswer(...) gets its bytes sent instead of the JSON envelope.
 */
export async function registerEnvelope(app: FastifyInstance, claimNonce: ClaimNonce, dispatch: Dispatcher, maxUploadBytes = MAX_UPLOAD_BYTES): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: MAX_COMMAND_BODY_BYTES });
    // Head, body and one file; busboy stops one byte past the cap, so the upload's limiter sees the excess and refuses.
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fields: 2, files: 1, parts: 3, fieldSize: MAX_COMMAND_BODY_BYTES, fileSize: maxUploadBytes + 1 },
    });
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_COMMAND_BODY_BYTES }, (request, text, done) => {
      (request as RawRequest).rawBody = text as string;
      if ((text as string).trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(fieldError('body', 'notJson'), undefined);
      }
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const tooLarge = tooLargeFailureOf(error);
      if (!tooLarge) return reply.status(200).send(toEnvelopeFailure(error));
      // Not "connection: close": Node would then close at once, before the client, still sending, read the answer.
      reply.removeHeader('connection');
      drainAfterAnswer(request, reply);
      return reply.status(413).send(tooLarge);
    });

    const run = (request: RawRequest, { head, body }: ParsedEnvelope, upload?: Upload) => {
      const params = request.params as Params;
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
          upload,
        },
        request.log,
      );
    };
    const handle = async (request: RawRequest, reply: FastifyReply) => {
      const signed = request.headers.sign !== undefined;
      if (request.method === 'GET' && !signed) return failure(405, { field: 'sign', reason: 'required' });
      if (!signed && request.isMultipart()) {
        refuseDeclaredOversize(request, maxUploadBytes);
        const answer = await dispatchMultipart(request, maxUploadBytes, (envelope, upload) => run(request, envelope, upload));
        drainAfterAnswer(request, reply);
        return send(reply, answer);
      }
      return send(reply, await run(request, signed ? await readSigned(claimNonce, request) : parseEnvelope(request.body)));
    };
    for (const url of ['/api/:service/:command', '/api/:service/:command/:version']) {
      scope.post(url, { bodyLimit: MAX_COMMAND_BODY_BYTES, compress: COMMAND_ANSWER_COMPRESSION }, handle);
      scope.get(url, { compress: COMMAND_ANSWER_COMPRESSION }, handle);
    }
  });
}

function send(reply: FastifyReply, answer: EnvelopeResponse | FileAnswer) {
  if (!isFileAnswer(answer)) return answer;
  // nosniff: an uploaded file is served as the type it was stored with, never guessed into HTML by a browser.
  reply.header('content-type', answer.contentType).header('content-disposition', contentDisposition(answer.name)).header('x-content-type-options', 'nosniff');
  if (answer.size !== undefined) reply.header('content-length', answer.size);
  return reply.send(answer.stream);
}

async function readSigned(claimNonce: ClaimNonce, request: RawRequest) {
  const headers = request.headers as SignedHeaders;
  const isGet = request.method === 'GET';
  const bodyText = isGet ? String((request.query as Record<string, unknown>).body ?? '') : (request.rawBody ?? '');
  const path = request.url.split('?')[0];
  const token = await verifySigned(claimNonce, headers, request.method, path, bodyText);
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

function tooLargeFailureOf(error: FastifyError | CommandError) {
  if (error instanceof TooLargeError) return failure(error.code, error.params, error.message);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return failure(400, { field: 'body', reason: 'bodyTooLarge', max: MAX_COMMAND_BODY_BYTES });
  return undefined;
}

function toEnvelopeFailure(error: FastifyError | CommandError) {
  if (error instanceof CommandError) return failure(error.code, error.params, error.message);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return failure(400, { field: 'content-type', reason: 'invalidFormat' });
  if (error.statusCode && error.statusCode < 500) return failure(400, { field: 'body', reason: 'invalidFormat' });
  return failure(500);
}
