import type { FastifyRequest } from 'fastify';
import { MAX_COMMAND_BODY_BYTES } from '@parcelflow/contract';
import type { Upload } from './command.ts';
import { parseEnvelope, type ParsedEnvelope } from './parse.ts';
import { limitUpload, TooLargeError, uploadTooLarge } from './too-large.ts';

/**
 * Reads a multipart envelope (screens-protocol.md 7: head, body and file). The file part is handed to the
 * command as a stream while the request is still arriving, so no upload is ever held whole in memory; parts
 * after it are not read, so head and body come first, as a FormData built in that order sends them.
 * A file past maxUploadBytes (UPLOAD_MAX_MB), or a field past MAX_COMMAND_BODY_BYTES, is a TooLargeError (HTTP 413).
 */
export async function dispatchMultipart<T>(
  request: FastifyRequest,
  maxUploadBytes: number,
  run: (envelope: ParsedEnvelope, upload?: Upload) => Promise<T>,
): Promise<T> {
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw new TooLargeError(part.fieldname, 'bodyTooLarge', MAX_COMMAND_BODY_BYTES);
      fields[part.fieldname] = part.value;
      continue;
    }
    const stream = limitUpload(part.file, maxUploadBytes);
    try {
      const answer = await run(parseEnvelope(fields), { fileName: part.filename, contentType: part.mimetype, stream });
      // Whatever the command made of it, an upload over the limit is answered as one.
      if (stream.exceeded) throw uploadTooLarge(maxUploadBytes);
      return answer;
    } finally {
      // What the command did not read is no longer parsed: the request is drained (drainAfterAnswer bounds it).
      part.file.destroy();
      request.raw.resume();
    }
  }
  return run(parseEnvelope(fields));
}
