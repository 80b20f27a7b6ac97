import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { CommandFailure } from '../envelope.ts';
import { problemOfIssue } from '@parcelflow/contract';
import { translateReason } from './fieldProblems.ts';

/** Empty inputs count as absent at any depth, so optional fields accept them and required ones say "required". */
export function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, inner]) => [key, withoutBlanks(inner)] as const).filter(([, inner]) => inner !== undefined);
    return Object.fromEntries(entries);
  }
  return value === '' || value === null ? undefined : value;
}

/** An issue path as antd names the field: list indexes as numbers. */
const namePathOf = (path: readonly PropertyKey[]) => path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));

/** antd rules checking one field against its contract schema, with the translated reason. */
export function zodRules(schema: z.ZodType, t: TFunction): Rule[] {
  return [
    {
      validator: async (_rule, value) => {
        const given = withoutBlanks(value);
        const result = schema.safeParse(given);
        // A failed parse always carries at least one issue (zod fails a parse only when it collected some).
        if (!result.success) throw new Error(translateReason(t, problemOfIssue(result.error.issues[0]!, given)));
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
  const given = withoutBlanks(values) as Record<string, unknown>;
  const result = schema.safeParse(given);
  if (result.success) return result.data;
  const errors = new Map<string, { name: (string | number)[]; message: string }>();
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!errors.has(key)) errors.set(key, { name: namePathOf(issue.path), message: translateReason(t, problemOfIssue(issue, valueAt(given, issue.path))) });
  }
  form.setFields([...errors.values()].map(({ name, message }) => ({ name, errors: [message] })));
  return null;
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((inner, segment) => (inner && typeof inner === 'object' ? (inner as Record<PropertyKey, unknown>)[segment] : undefined), values);
}

/**
 * Marks the form field an answer names (the global hint has already shown): a 400 with its reason, or a
 * catalogue code such as 10003 that names a field; nested fields read "receiver.phone", "boxes.0.weight".
 * True when it did.
 */
export function showFailureOnForm(form: FormInstance, error: unknown, t: TFunction): boolean {
  if (!(error instanceof CommandFailure)) return false;
  const field = String(error.params.field ?? '');
  const name = field.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const [top] = name;
  if (!field || top === undefined || !Object.hasOwn(form.getFieldsValue(), top)) return false;
  const message = error.code === 400 ? translateReason(t, error.params) : t(`hint.${error.code}`, { ...error.params, defaultValue: error.message });
  form.setFields([{ name, errors: [message] }]);
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
