import { z } from 'zod';
import { fileOutput } from '@parcelflow/contract';
import type { CommandDef } from '../../envelope/command.ts';

export type JsonSchema = Record<string, unknown>;

/** A command not yet declared in the contract has no output schema: its answer is any JSON. */
const UNSPECIFIED_ANSWER: JsonSchema = { description: 'Not declared yet: any JSON value.' };
/** A download answers the file's bytes instead of the JSON envelope. */
export const BINARY_ANSWER: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream', description: "The file's bytes (not the JSON envelope)." };

export const answersFile = (def: CommandDef): boolean => def.output === fileOutput;

/** A zod schema as JSON Schema 2020-12: what the caller sends (input) or receives (output). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
}

/** The answer's JSON Schema: the declared output, binary for a download, unspecified until declared. */
export function answerSchemaOf(def: CommandDef): JsonSchema {
  if (answersFile(def)) return BINARY_ANSWER;
  return def.output ? jsonSchemaOf(def.output, 'output') : UNSPECIFIED_ANSWER;
}
