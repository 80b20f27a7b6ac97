import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listMyTasksOutput, savePositionRightsInput, userRegisterInput } from '@parcelflow/contract';
import { answersBytes, schemaFields } from './schemaFields.ts';

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
    expect(fields.find((f) => f.path === 'kind')?.rules[0]?.kind).toBe('oneOf');
  });
});

describe('an answer schema read as fields', () => {
  const answerSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

  it('lists a list answer\'s rows by path, nullable fields as two types', () => {
    const fields = schemaFields(answerSchema(listMyTasksOutput));
    expect(fields.find((f) => f.path === 'tasks[].status')?.rules[0]?.kind).toBe('oneOf');
    expect(fields.find((f) => f.path === 'tasks[].finishedAt')?.type).toBe('string | null');
    expect(schemaFields(answerSchema(listMyTasksOutput.shape.tasks)).map((f) => f.path)).toContain('[].progress.done');
  });

  it('tells a download\'s bytes from a JSON answer', () => {
    expect(answersBytes({ type: 'string', contentMediaType: 'application/octet-stream' })).toBe(true);
    expect(answersBytes(answerSchema(listMyTasksOutput))).toBe(false);
  });
});
