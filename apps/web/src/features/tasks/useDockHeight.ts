import { useHeightVariable } from '../../components/useHeightVariable.ts';

/** The CSS variable holding the docked box's height, which pages sizing themselves to the window subtract. */
export const DOCK_HEIGHT_VARIABLE = '--pf-task-dock';

/** Publishes the docked box's height while it is shown. */
export const useDockHeight = (shown: boolean) => useHeightVariable<HTMLDivElement>(DOCK_HEIGHT_VARIABLE, 'document', shown);
