import { useMemo, useState } from 'react';
import type { LabelElement, LabelLayout } from '@parcelflow/contract';
import { applyChange, isDirty, markSaved, redo, startHistory, undo } from './designHistory.ts';
import { elementIndexOf, layoutProblems, type LayoutProblem } from './problems.ts';

/**
 * The layout being designed with its undo history, the selected element, and what is wrong with it: the contract's
 * refusals, checked on every change, and the last refusal from the server (until the next change).
 */
export function useDesign(initial: LabelLayout) {
  const [history, setHistory] = useState(() => startHistory(initial));
  const [selected, setSelected] = useState<number>();
  const [serverProblem, setServerProblem] = useState<LayoutProblem>();
  const layout = history.present;
  const checked = useMemo(() => layoutProblems(layout), [layout]);
  const problems = useMemo(() => (serverProblem ? [...checked, serverProblem] : checked), [checked, serverProblem]);
  const flagged = useMemo(() => new Set(problems.map(({ path }) => elementIndexOf(path)).filter((index) => index !== undefined)), [problems]);

  const change = (next: LabelLayout) => {
    setHistory((current) => applyChange(current, next));
    setServerProblem(undefined);
  };
  // Undo and redo may remove the selected element: the selection goes with it.
  const step = (walk: typeof undo) => {
    setHistory(walk);
    setSelected(undefined);
  };
  return {
    layout, selected, problems, flagged,
    dirty: isDirty(history), canUndo: history.past.length > 0, canRedo: history.future.length > 0,
    select: setSelected,
    change,
    changeElement: (index: number, element: LabelElement) => change({ ...layout, elements: layout.elements.map((old, at) => (at === index ? element : old)) }),
    addElement: (element: LabelElement) => {
      change({ ...layout, elements: [...layout.elements, element] });
      setSelected(layout.elements.length);
    },
    removeElement: (index: number) => {
      change({ ...layout, elements: layout.elements.filter((_, at) => at !== index) });
      setSelected(undefined);
    },
    undo: () => step(undo),
    redo: () => step(redo),
    saved: () => setHistory(markSaved),
    /** Shows a refusal of the server on its element (selected) or the paper. */
    refused: (problem: LayoutProblem) => {
      setServerProblem(problem);
      setSelected(elementIndexOf(problem.path));
    },
  };
}
