import type { LabelLayout } from '@parcelflow/contract';

/** How many steps undo goes back: enough for a session's slips, without keeping every layout of a long one. */
const HISTORY_LIMIT = 100;

/** The layout being designed, the steps undo and redo walk, and the layout last saved (or loaded). */
export type DesignHistory = { present: LabelLayout; past: LabelLayout[]; future: LabelLayout[]; saved: LabelLayout };

export const startHistory = (layout: LabelLayout): DesignHistory => ({ present: layout, past: [], future: [], saved: layout });

/** A change: the layout before it goes on the undo list, and what was undone can no longer be redone. */
export function applyChange(history: DesignHistory, next: LabelLayout): DesignHistory {
  if (next === history.present) return history;
  return { ...history, present: next, past: [...history.past, history.present].slice(-HISTORY_LIMIT), future: [] };
}

export function undo(history: DesignHistory): DesignHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { ...history, present: previous, past: history.past.slice(0, -1), future: [history.present, ...history.future] };
}

export function redo(history: DesignHistory): DesignHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { ...history, present: next, past: [...history.past, history.present], future: rest };
}

/** Saved: what is shown now is what the server holds. */
export const markSaved = (history: DesignHistory): DesignHistory => ({ ...history, saved: history.present });

/** Changed since it was loaded or saved (an undo back to the saved layout counts as unchanged). */
export const isDirty = (history: DesignHistory): boolean => history.present !== history.saved;
