import { CommandError, fieldError, requestHeadSchema, type RequestHead } from '@parcelflow/contract';
import { refuseUnstorableText } from './unstorable.ts';
import { toFieldError } from './zod-errors.ts';

export type ParsedEnvelope = { head: RequestHead; body: unknown };

/**
 * Reads head and body from either form fields holding JSON text or a JSON object holding them
 * (screens-protocol.md section 7). Anything else is a 400 naming the field.
 */
export function parseEnvelope(raw: unknown): ParsedEnvelope {
  if (raw === undefined || raw === null || raw === '') return { head: {}, body: {} };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw fieldError('body', 'invalidType');
  const fields = raw as Record<string, unknown>;
  const rawHead = readJsonField(fields.head, 'head') ?? {};
  refuseUnstorableText(rawHead, 'head');
  const head = requestHeadSchema.safeParse(rawHead);
  if (!head.success) throw toFieldError(head.error, 'head', rawHead);
  return { head: head.data, body: readJsonField(fields.body, 'body') ?? {} };
}

function readJsonField(value: unknown, field: string): unknown {
  if (Array.isArray(value)) throw fieldError(field, 'invalidType');
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw fieldError(field, 'notJson');
  }
}

export function isCommandError(error: unknown): error is CommandError {
  return error instanceof CommandError;
}
