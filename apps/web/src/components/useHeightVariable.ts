import { useLayoutEffect, useRef } from 'react';

/**
 * Publishes the height of the element given the ref as a CSS variable, for sizes worked out in CSS (a table's
 * scrolling body sized to the window): on the document, or on the element's parent for what lies inside it. The
 * variable is removed once the element is not shown.
 */
export function useHeightVariable<T extends HTMLElement>(name: string, on: 'document' | 'parent', shown = true) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const style = on === 'document' ? document.documentElement.style : element?.parentElement?.style;
    if (!shown || !element || !style) {
      style?.removeProperty(name);
      return;
    }
    const publish = () => style.setProperty(name, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.removeProperty(name);
    };
  }, [name, on, shown]);
  return ref;
}
