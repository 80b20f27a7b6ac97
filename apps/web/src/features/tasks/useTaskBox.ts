import { usePreference } from '../../app/usePreference.ts';

/**
 * Whether the progress box is shown, folded to its title bar, and how many exports the user started, remembered per
 * user (section 4). The box is docked under the page, so shown or not it covers nothing.
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
    /** The saved state is known: until then a change would overwrite it with the defaults. */
    loaded: preference.loaded,
    setShown: (shown: boolean) => preference.save({ ...state, shown }),
    setFolded: (folded: boolean) => preference.save({ ...state, folded }),
    /** Shows the box unfolded, as a task starting does. */
    open: () => preference.save({ ...state, shown: true, folded: false }),
    /** Starting an import, export or batch check shows the box unfolded; an export also counts. */
    started: (kind: 'import' | 'export' | 'check') => preference.save({ shown: true, folded: false, exports: state.exports + (kind === 'export' ? 1 : 0) }),
  };
}
