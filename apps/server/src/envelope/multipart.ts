import type { FastifyRequest } from 'fastify';
import { fieldError, MAX_COMMAND_BODY_BYTES } from '@parcelflow/contract';
import type { Upload } from './command.ts';
import { parseEnvelope, type ParsedEnvelope } from './parse.ts';

/**
 * Reads a multipart envelope (screens-protocol.md 7: head, body and file). The file part is handed to the
 * command as a stream while the request is still arriving, so no upload is ever held whole in memory; parts
 * after it are not read, so head and body come first, as a FormData built in that order sends them.
 */
export async function dispatchMultipart<T>(request: FastifyRequest, run: (envelope: ParsedEnvelope, upload?: Upload) => Promise<T>): Promise<T> {
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw fieldError(part.fieldname, 'bodyTooLarge', { max: MAX_COMMAND_BODY_BYTES });
      fields[part.fieldname] = part.value;
      continue;
    }
    try {
      return await run(parseEnvelope(fields), { fileName: part.filename, contentType: part.mimetype, stream: part.file });
    } finally {
      // A file the command refused or did not read is drained, so the client sees the answer, not a reset.
      part.file.resume();
      request.raw.resume();
    }
  }
  return run(parseEnvelope(fields));
}
