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

/** Every field of a body schema, depth first, with its type, whether it is required and its limits. */
export function schemaFields(schema: unknown, prefix = ''): SchemaField[] {
  const { properties, required } = propertiesOf((schema ?? {}) as Schema);
  return Object.entries(properties).flatMap(([name, child]) => {
    const path = prefix + name;
    const field: SchemaField = { path, type: typeOf(child), required: required.has(name), rules: rulesOf(child) };
    if (child.type === 'array' && child.items) return [field, ...schemaFields(child.items, `${path}[].`)];
    if (child.type === 'object' || child.anyOf || child.oneOf) return [field, ...schemaFields(child, `${path}.`)];
    return [field];
  });
}
