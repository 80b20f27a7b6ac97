import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { problemOfIssue, saveRateCardInput, type SaveRateCardInput } from '@parcelflow/contract';
import { translateReason } from '../../app/forms/fieldProblems.ts';

const valueAt = (values: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((inner, segment) => (inner && typeof inner === 'object' ? (inner as Record<PropertyKey, unknown>)[segment] : undefined), values);

/**
 * Checks the card against saveRateCardInput as validateForm does, on an input already cleared of blanks (inputOf):
 * validateForm's own clearing would turn a zone's null price (not served) into a missing one. Each refused cell
 * shows its reason; answers the parsed input or null.
 */
export function checkCard(form: FormInstance, input: Record<string, unknown>, t: TFunction): SaveRateCardInput | null {
  const result = saveRateCardInput.safeParse(input);
  if (result.success) return result.data;
  const errors = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    const name = issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));
    if (!errors.has(key)) errors.set(key, { name, errors: [translateReason(t, problemOfIssue(issue, valueAt(input, issue.path)))] });
  }
  form.setFields([...errors.values()]);
  return null;
}
