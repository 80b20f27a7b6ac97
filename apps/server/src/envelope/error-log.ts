/**
 * What the log keeps of an unexpected failure: its class, code, message and stack, never the values it carried.
 * Drizzle puts the SQL's parameters in its message ("params: ..."), pg its key values in `detail`, and PostgreSQL
 * and V8 quote the offending input in theirs (`invalid input syntax for type integer: "..."`, `"..." is not valid
 * JSON`): the parameters are cut, quoted text is elided, and nothing else of the error object is written.
 * Logged under `error`, not `err`: pino would rebuild an `err` object with its own serializer.
 */
export type LoggedError = { type: string; code?: string; message: string; stack?: string; cause?: LoggedError };

const MAX_MESSAGE = 500;
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

export function describeError(error: unknown): LoggedError {
  return describe(error, 0);
}

function describe(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error' };
  const message = cleanMessage(error.message);
  const code = (error as { code?: unknown }).code;
  const described: LoggedError = { type: error.constructor.name, message };
  if (typeof code === 'string' || typeof code === 'number') described.code = String(code);
  if (depth === 0 && error.stack) described.stack = `${described.type}: ${message}${framesOf(error.stack)}`;
  if (error.cause !== undefined && depth < 3) described.cause = describe(error.cause, depth + 1);
  return described;
}

function cleanMessage(message: string): string {
  const withoutParameters = message.split(/\nparams:/)[0];
  const elided = withoutParameters.replace(QUOTED, '"…"');
  return elided.length > MAX_MESSAGE ? `${elided.slice(0, MAX_MESSAGE)}…` : elided;
}

/** The "    at ..." lines of a stack, without the message V8 put on top of them. */
function framesOf(stack: string): string {
  const firstFrame = stack.indexOf('\n    at ');
  return firstFrame < 0 ? '' : stack.slice(firstFrame);
}
