import { useLayoutEffect, useRef } from 'react';

/** The CSS variable holding the docked box's height, which pages sizing themselves to the window subtract. */
export const DOCK_HEIGHT_VARIABLE = '--pf-task-dock';

/** Publishes the height of the element the ref is given while it is shown, and 0 once it is not. */
export function useDockHeight(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const element = ref.current;
    if (!shown || !element) {
      root.removeProperty(DOCK_HEIGHT_VARIABLE);
      return;
    }
    const publish = () => root.setProperty(DOCK_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(DOCK_HEIGHT_VARIABLE);
    };
  }, [shown]);
  return ref;
}
