import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { CommandFailure } from '../envelope.ts';
import { problemOfIssue } from '@parcelflow/contract';
import { translateReason } from './fieldProblems.ts';

/** Empty inputs count as absent, so optional fields accept them and required ones say "required". */
function toGiven(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

function cleanValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, toGiven(value)]));
}

/** antd rules checking one field against its contract schema, with the translated reason. */
export function zodRules(schema: z.ZodType, t: TFunction): Rule[] {
  return [
    {
      validator: async (_rule, value) => {
        const given = toGiven(value);
        const result = schema.safeParse(given);
        if (!result.success) throw new Error(translateReason(t, problemOfIssue(result.error.issues[0], given)));
      },
    },
  ];
}

/** Props for a Form.Item checked by one field schema: the required mark and the rule. */
export function zodItem(schema: z.ZodType, t: TFunction): { required: boolean; rules: Rule[] } {
  return { required: !schema.safeParse(undefined).success, rules: zodRules(schema, t) };
}

/**
 * Checks the whole form against the command's schema (cross-field rules such as the confirmation),
 * marks each refused field, and answers the parsed (trimmed) input or null.
 */
export function validateForm<S extends z.ZodType>(form: FormInstance, schema: S, values: Record<string, unknown>, t: TFunction): z.infer<S> | null {
  const given = cleanValues(values);
  const result = schema.safeParse(given);
  if (result.success) return result.data;
  const errors = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.');
    if (!errors.has(name)) errors.set(name, translateReason(t, problemOfIssue(issue, given[String(issue.path[0])])));
  }
  form.setFields([...errors].map(([name, message]) => ({ name: name.split('.'), errors: [message] })));
  return null;
}

/** Marks the form field a 400 answer names (the global hint has already shown); true when it did. */
export function showFailureOnForm(form: FormInstance, error: unknown, t: TFunction): boolean {
  if (!(error instanceof CommandFailure) || error.code !== 400) return false;
  const field = String(error.params.field ?? '');
  if (!field || !Object.hasOwn(form.getFieldsValue(), field)) return false;
  form.setFields([{ name: field, errors: [translateReason(t, error.params)] }]);
  return true;
}

/** The rule of a confirmation field: filled in, and the same as the named field (with Form.Item dependencies). */
export function sameAsRule(field: string, t: TFunction): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      if (!value) throw new Error(translateReason(t, { reason: 'required' }));
      if (value !== getFieldValue(field)) throw new Error(translateReason(t, { reason: 'mismatch' }));
    },
  });
}
