import { Socket } from 'node:net';
import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CommandError, MAX_COMMAND_BODY_BYTES, MAX_UPLOAD_BYTES } from '@parcelflow/contract';

/** Besides the file, what a multipart request may hold: head and body fields at their cap, and part headers. */
const MULTIPART_OVERHEAD_BYTES = 2 * MAX_COMMAND_BODY_BYTES + 64 * 1024;
/** Read and thrown away after a too-large answer, so the client, still sending, reads the answer and not a reset. */
const DRAIN_BYTES = MAX_UPLOAD_BYTES;
const DRAIN_MS = 10_000;
/** Between the half-close after the drain and the end of the connection, for the client to read the answer. */
const LINGER_MS = 2_000;

/** A body or upload past its limit: HTTP 413 with the field's refusal in the envelope. */
export class TooLargeError extends CommandError {
  constructor(field: string, reason: 'tooBig' | 'bodyTooLarge', max: number) {
    super(400, { field, reason, max }, `Invalid field ${field}: ${reason}`);
  }
}

export const uploadTooLarge = (maxBytes: number) => new TooLargeError('file', 'tooBig', maxBytes);

/** Refuses at once, before reading any of it, a multipart request whose declared length no valid upload reaches. */
export function refuseDeclaredOversize(request: FastifyRequest, maxUploadBytes: number): void {
  if (Number(request.headers['content-length']) > maxUploadBytes + MULTIPART_OVERHEAD_BYTES) throw uploadTooLarge(maxUploadBytes);
}

/** The upload as a command reads it: it fails with the upload's refusal past maxBytes, and says so. */
export function limitUpload(file: Readable, maxBytes: number): Readable & { exceeded: boolean } {
  let bytes = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes <= maxBytes) return done(null, chunk);
      limited.exceeded = true;
      done(uploadTooLarge(maxBytes));
    },
  }) as Transform & { exceeded: boolean };
  limited.exceeded = false;
  // Errors of the part itself (a request cut short) reach the reader through the limiter.
  pipeline(file, limited, () => {});
  return limited;
}

/**
 * Once the answer has left while the request is still arriving, reads and discards up to DRAIN_BYTES (or DRAIN_MS)
 * of the rest, so a client still writing is not reset before it reads the answer. A request that ends within that
 * keeps its connection; past it nothing more is read and the connection is half-closed, then ended. (A request
 * that asked for "connection: close" is closed by Node once answered: reply, then close.)
 */
export function drainAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  // An injected request (tests) has no connection to keep or close.
  if (raw.complete || !(raw.socket instanceof Socket)) return;
  // Read from now on, before the answer is sent: a request Node finds unread when answered is dumped out of sight.
  let drained = 0;
  let answered = false;
  const timer = setTimeout(() => stopOnceAnswered(), DRAIN_MS);
  timer.unref();
  const count = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) stopOnceAnswered();
  };
  raw.on('data', count);
  raw.once('end', () => {
    clearTimeout(timer);
    raw.off('data', count);
  });
  raw.resume();
  reply.raw.once('finish', () => {
    answered = true;
  });

  function stopOnceAnswered() {
    clearTimeout(timer);
    raw.off('data', count);
    if (answered) stop();
    else reply.raw.once('finish', stop);
  }
  function stop() {
    if (raw.complete) return;
    // Nothing more is read; the client sees the answer, then the end of the connection.
    raw.socket.pause();
    raw.socket.end();
    setTimeout(() => raw.socket.destroy(), LINGER_MS).unref();
  }
}
