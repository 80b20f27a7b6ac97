import { usePreference } from '../../app/usePreference.ts';

/**
 * Whether the progress box is shown, folded to its title bar (so it covers nothing of the page beneath), and how
 * many exports the user started, remembered per user (section 4).
 */
type TaskBoxState = { shown: boolean; folded: boolean; exports: number };

const KEY = 'taskBox';

function stateOf(value: unknown): TaskBoxState {
  const saved = (value ?? {}) as Partial<TaskBoxState>;
  return { shown: saved.shown === true, folded: saved.folded === true, exports: typeof saved.exports === 'number' ? saved.exports : 0 };
}

export function useTaskBox() {
  const preference = usePreference(KEY);
  const state = stateOf(preference.value);
  return {
    ...state,
    setShown: (shown: boolean) => preference.save({ ...state, shown }),
    setFolded: (folded: boolean) => preference.save({ ...state, folded }),
    /** Starting an import, export or batch check shows the box unfolded; an export also counts. */
    started: (kind: 'import' | 'export' | 'check') => preference.save({ shown: true, folded: false, exports: state.exports + (kind === 'export' ? 1 : 0) }),
  };
}
