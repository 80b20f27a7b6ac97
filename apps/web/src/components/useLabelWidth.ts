import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A label's width when nothing holds it in: its text, required mark and colon with the colon's margins (antd keeps a
 * label within its column, and an overflowing label's scroll width leaves out the colon's trailing margin).
 */
function naturalWidth(label: HTMLElement): number {
  const kept = label.style.maxWidth;
  label.style.maxWidth = 'none';
  const { width } = label.getBoundingClientRect();
  label.style.maxWidth = kept;
  return width;
}

/**
 * The width of a form's label column: its widest label's own width (so no label wraps or is cut, in any language), and
 * never below `min`. Measured in the browser when the labels change (the language, the fields), when the form comes
 * into view (a tab opened) and once the fonts are in; a form out of view keeps the width it had.
 */
export function useLabelWidth<T extends HTMLElement>(min: number, labels: readonly string[]) {
  // The ref goes on an element holding the form's items; the width on their label column.
  const boxRef = useRef<T>(null);
  const [widest, setWidest] = useState(0);
  const shownLabels = labels.join('\n');
  useLayoutEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const measure = () => {
      const widths = [...element.querySelectorAll<HTMLElement>('.ant-form-item-label > label')].map(naturalWidth);
      const width = Math.ceil(Math.max(0, ...widths));
      if (width > 0) setWidest(width);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    let live = true;
    // Not every document has font loading (the tests' jsdom has none).
    if ('fonts' in document) void document.fonts.ready.then(() => live && measure());
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [shownLabels]);
  return [boxRef, Math.max(min, widest)] as const;
}
