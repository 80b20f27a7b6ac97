import { DEFAULT_MESSAGES, DEFAULT_VERSION, ERROR_CODE_VALUES, requestHeadSchema, upload } from '@parcelflow/contract';
import type { CommandDef, CommandRegistry } from '../../envelope/command.ts';
import { answersFile, answerSchemaOf, jsonSchemaOf, type JsonSchema } from './json-schema.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * zod writes a named schema (`.meta({ id })`) into the $defs of each schema that uses it; the document keeps
 * one copy in components/schemas and points every use there.
 */
function hoist(schema: JsonSchema, components: Record<string, unknown>): JsonSchema {
  const { $schema: _dialect, $defs, ...rest } = schema;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) components[name] ??= pointToComponents(def);
  return pointToComponents(rest) as JsonSchema;
}

function pointToComponents(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pointToComponents);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [
    key, key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', '#/components/schemas/') : pointToComponents(value),
  ]));
}

/** A form field that carries JSON text of the given schema. */
const jsonText = (description: string, schema: unknown) => ({ type: 'string', description, contentMediaType: 'application/json', contentSchema: schema });

function operationOf(def: CommandDef, components: Record<string, unknown>) {
  const version = def.version ?? DEFAULT_VERSION;
  const fields = {
    head: jsonText('JSON text of the request head; `token` carries the session unless the command is public.', ref('RequestHead')),
    body: jsonText("JSON text of the command's input.", hoist(jsonSchemaOf(def.input, 'input'), components)),
  };
  const form = { type: 'object', required: ['head', 'body'], properties: fields };
  const isUpload = def.service === upload.service && def.command === upload.command;
  const multipart = { type: 'object', required: ['head', 'body', 'file'], properties: { ...fields, file: { type: 'string', contentMediaType: 'application/octet-stream' } } };
  const envelope = {
    allOf: [ref('Envelope'), { properties: { body: jsonText('JSON text of the answer when result_code is 0, else of the failure\'s parameters.', hoist(answerSchemaOf(def), components)) } }],
  };
  const answer = answersFile(def)
    ? { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } }, 'application/json': { schema: ref('Envelope') } }
    : { 'application/json': { schema: envelope } };
  return {
    path: `/api/${def.service}/${def.command}/${version}`,
    operation: {
      operationId: `${def.service}.${def.command}`,
      summary: def.summary,
      tags: [def.service],
      'x-permission': def.permission,
      security: def.permission === 'public' ? [] : [{ sessionToken: [] }],
      requestBody: { required: true, content: isUpload ? { 'multipart/form-data': { schema: multipart } } : { 'application/x-www-form-urlencoded': { schema: form } } },
      responses: {
        200: {
          description: answersFile(def)
            ? "The file's bytes (Content-Disposition carries its name); a refusal answers the JSON envelope."
            : 'The envelope: result_code 0 with the answer, or a result code of the catalogue with its parameters.',
          content: answer,
        },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every registered command (GET /api/openapi.json), from the same declarations as the catalogue. */
export function buildOpenApi(registry: CommandRegistry) {
  const components: Record<string, unknown> = {
    RequestHead: hoist(jsonSchemaOf(requestHeadSchema, 'input'), {}),
    ResultCode: {
      type: 'integer',
      enum: [0, ...ERROR_CODE_VALUES],
      description: 'The result code catalogue: 0 is success; every other code with its default message is listed in x-messages.',
      'x-messages': { 0: 'success', ...DEFAULT_MESSAGES },
    },
    Envelope: {
      type: 'object',
      required: ['result_code', 'message', 'body'],
      properties: { result_code: ref('ResultCode'), message: { type: 'string' }, body: { type: 'string', contentMediaType: 'application/json' } },
    },
  };
  const defs = [...registry.values()].sort((a, b) => a.service.localeCompare(b.service) || a.command.localeCompare(b.command));
  const paths: Record<string, unknown> = {};
  for (const def of defs) {
    const { path, operation } = operationOf(def, components);
    paths[path] = { post: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parcelflow command API',
      version: DEFAULT_VERSION,
      description: 'Every command is POST /api/{service}/{command}/{version} with the form fields head and body (JSON text); it answers the envelope {result_code, message, body}. Generated from the contract declarations.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [...new Set(defs.map((def) => def.service))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        sessionToken: {
          type: 'apiKey', in: 'header', name: 'token',
          description: 'The session token from uc/userLogin, sent as head.token (or, by the signed layer, in the token header with timestamp, nonce and sign).',
        },
      },
    },
  };
}
