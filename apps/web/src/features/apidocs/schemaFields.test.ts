import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { savePositionRightsInput, userRegisterInput } from '@parcelflow/contract';
import { schemaFields } from './schemaFields.ts';

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

describe('a body schema read as fields', () => {
  it('lists nested array items by path with their type, required flag and limits', () => {
    const fields = schemaFields(jsonSchema(savePositionRightsInput));
    expect(fields.map((f) => f.path)).toEqual([
      'positionId', 'menus', 'menus[].menuId', 'menus[].visible', 'menus[].usable', 'functions', 'functions[].functionKey', 'functions[].visible', 'functions[].usable',
    ]);
    expect(fields[0]).toEqual({ path: 'positionId', type: 'integer', required: true, rules: [{ kind: 'exclusiveMinimum', value: '0' }] });
    expect(fields.find((f) => f.path === 'functions[].functionKey')?.rules[0]).toMatchObject({ kind: 'oneOf', value: expect.stringContaining('"position.view"') });
  });

  it('merges the variants of a union, required only where every variant requires', () => {
    const fields = schemaFields(jsonSchema(userRegisterInput));
    expect(fields.find((f) => f.path === 'account')?.required).toBe(true);
    expect(fields.find((f) => f.path === 'companyNo')?.required).toBe(false);
    expect(fields.find((f) => f.path === 'kind')?.rules[0].kind).toBe('oneOf');
  });
});
