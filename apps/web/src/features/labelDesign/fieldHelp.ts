import type { TFunction } from 'i18next';
import type { FieldProblem } from '@parcelflow/contract';
import { describeProblem } from './problems.ts';

/** A Form.Item's error state for a field of the selected element ("widthMm", "value.field", "columns.2.widthMm"). */
export const fieldHelp = (t: TFunction, problems: ReadonlyMap<string, FieldProblem>) => (field: string) => {
  const problem = problems.get(field);
  return problem ? { validateStatus: 'error' as const, help: describeProblem(t, field, problem) } : {};
};
