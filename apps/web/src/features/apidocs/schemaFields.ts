/** A JSON Schema node as zod's toJSONSchema writes it (the parts read here). */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  $ref?: string;
  $defs?: Record<string, Schema>;
};

export type RuleKind = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'minItems' | 'maxItems' | 'pattern' | 'format' | 'oneOf';
export type FieldRule = { kind: RuleKind; value: string };
/** One field of a command's body, nested fields by dotted path ("menus[].menuId"). */
export type SchemaField = { path: string; type: string; required: boolean; rules: FieldRule[] };

const NUMERIC_RULES = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems'] as const;

function rulesOf(schema: Schema): FieldRule[] {
  const rules: FieldRule[] = [];
  for (const kind of NUMERIC_RULES) {
    const value = schema[kind];
    if (typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER) rules.push({ kind, value: String(value) });
  }
  const patterns = [schema, ...(schema.allOf ?? [])].flatMap((s) => (s.pattern ? [s.pattern] : []));
  for (const pattern of patterns) rules.push({ kind: 'pattern', value: pattern });
  if (schema.format) rules.push({ kind: 'format', value: schema.format });
  const values = schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);
  if (values) rules.push({ kind: 'oneOf', value: values.map((v) => JSON.stringify(v)).join(' | ') });
  return rules;
}

function typeOf(schema: Schema): string {
  if (schema.type) return Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeOf))].join(' | ');
  return 'any';
}

/** The properties of an object schema; the variants of a union are merged (required only where every variant requires). */
function propertiesOf(schema: Schema): { properties: Record<string, Schema>; required: Set<string> } {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return { properties: schema.properties ?? {}, required: new Set(schema.required ?? []) };
  const merged = variants.map(propertiesOf);
  const properties = Object.assign({}, ...merged.map((m) => m.properties)) as Record<string, Schema>;
  const required = new Set(Object.keys(properties).filter((key) => merged.every((m) => m.required.has(key))));
  return { properties, required };
}

/** A named schema zod wrote once into $defs stands where it is referenced. */
const resolved = (schema: Schema, defs: Record<string, Schema>): Schema =>
  schema.$ref?.startsWith('#/$defs/') ? (defs[schema.$ref.slice('#/$defs/'.length)] ?? schema) : schema;

function fieldsOf(schema: Schema, defs: Record<string, Schema>, prefix: string): SchemaField[] {
  const { properties, required } = propertiesOf(resolved(schema, defs));
  return Object.entries(properties).flatMap(([name, declared]) => {
    const child = resolved(declared, defs);
    const path = prefix + name;
    const field: SchemaField = { path, type: typeOf(child), required: required.has(name), rules: rulesOf(child) };
    if (child.type === 'array' && child.items) return [field, ...fieldsOf(child.items, defs, `${path}[].`)];
    if (child.type === 'object' || child.anyOf || child.oneOf) return [field, ...fieldsOf(child, defs, `${path}.`)];
    return [field];
  });
}

/** Every field of a body or answer schema, depth first, with its type, whether it is required and its limits; a list's by "[]." paths. */
export function schemaFields(schema: unknown): SchemaField[] {
  const root = (schema ?? {}) as Schema;
  const defs = root.$defs ?? {};
  return root.type === 'array' && root.items ? fieldsOf(root.items, defs, '[].') : fieldsOf(root, defs, '');
}

/** A download's answer is the file's bytes rather than JSON. */
export const answersBytes = (schema: unknown): boolean => (schema as Schema | undefined)?.contentMediaType === 'application/octet-stream';
