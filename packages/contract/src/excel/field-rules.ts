import { z } from 'zod';
import { enumAliasesOf, labelledValuesOf } from './enum-labels.ts';
import { FIELD_DECIMALS, LOOKUP_FIELDS, type ImportFieldKey } from './import-fields.ts';
import { importOrderInput } from './import-order.ts';

export type FieldType = 'text' | 'integer' | 'decimal' | 'enum' | 'date';

/** What a column takes, read from the import schema itself so the notes sheet cannot drift from the checks. */
export type FieldRule = {
  type: FieldType;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** The minimum itself is refused (a weight is above 0). */
  minExclusive?: boolean;
  values?: readonly string[];
  /** An enumeration's labels in every language (lowercased) to the value each names: '普货' is general. */
  aliases?: ReadonlyMap<string, string>;
  decimals?: number;
};

type JsonNode = {
  type?: string;
  format?: string;
  enum?: string[];
  const?: unknown;
  anyOf?: JsonNode[];
  items?: JsonNode;
  properties?: Record<string, JsonNode>;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

const LOOKUP_CODE_RULE: FieldRule = { type: 'text', minLength: 1, maxLength: 40 };
let orderSchema: JsonNode | undefined;
/** Read once per field: an import asks for a rule for every cell. */
const rules = new Map<ImportFieldKey, FieldRule>();

export function fieldRuleOf(field: ImportFieldKey): FieldRule {
  let rule = rules.get(field);
  if (!rule) {
    rule = readRule(field);
    rules.set(field, rule);
  }
  return rule;
}

function readRule(field: ImportFieldKey): FieldRule {
  if (field in LOOKUP_FIELDS) return LOOKUP_CODE_RULE;
  const labelled = labelledValuesOf(field);
  if (labelled) return { type: 'enum', values: labelled, aliases: enumAliasesOf(field) };
  orderSchema ??= z.toJSONSchema(importOrderInput, { unrepresentable: 'any', io: 'input' }) as JsonNode;
  const node = field.split('.').reduce<JsonNode | undefined>((at, key) => propertyOf(at, key), orderSchema);
  if (!node) throw new Error(`No schema for import field ${field}`);
  return ruleOfNode(node, FIELD_DECIMALS[field]);
}

function propertyOf(node: JsonNode | undefined, key: string): JsonNode | undefined {
  const object = node?.type === 'array' ? node.items : node;
  return branchOf(object?.properties?.[key]);
}

/** An optional text that may also be '' is `anyOf [text, const '']`: the text branch holds the rule. */
function branchOf(node: JsonNode | undefined): JsonNode | undefined {
  return node?.anyOf?.find((branch) => branch.const === undefined) ?? node;
}

function ruleOfNode(node: JsonNode, decimals: number | undefined): FieldRule {
  if (node.enum) return { type: 'enum', values: node.enum };
  if (node.type === 'integer' || node.type === 'number') {
    const rule: FieldRule = { type: node.type === 'integer' ? 'integer' : 'decimal', decimals };
    if (node.exclusiveMinimum !== undefined) Object.assign(rule, { min: node.exclusiveMinimum, minExclusive: true });
    else if (node.minimum !== undefined) rule.min = node.minimum;
    if (node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER) rule.max = node.maximum;
    return rule;
  }
  if (node.format === 'date') return { type: 'date' };
  return { type: 'text', minLength: node.minLength, maxLength: node.maxLength };
}
