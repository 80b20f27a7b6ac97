import { CommandFailure } from '../../app/envelope.ts';
import type { LayoutProblem } from './problems.ts';

/**
 * The layout field a save or preview refusal names (400 on "layout.elements.3.fileId": checks only the server can
 * make, such as an image file's content), as a problem of the layout; nothing for any other failure.
 */
export function layoutProblemOf(error: unknown): LayoutProblem | undefined {
  if (!(error instanceof CommandFailure) || error.code !== 400) return undefined;
  const [head, ...rest] = String(error.params.field ?? '').split('.');
  if (head !== 'layout' || !rest.length) return undefined;
  const { reason, min, max } = error.params;
  return {
    path: rest.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    problem: { reason: String(reason ?? 'invalidValue') as LayoutProblem['problem']['reason'], min: min === undefined ? undefined : Number(min), max: max === undefined ? undefined : Number(max) },
  };
}
