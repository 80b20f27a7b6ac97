import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The pixels a CSS height comes to where the element given the ref sits (a `calc()` of the window's height and of
 * CSS variables its ancestors publish), again whenever it changes: the element takes that height (and no width or
 * room), and is observed. 0 until measured, and when there is no height.
 */
export function useCssHeight(height: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [pixels, setPixels] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || height === undefined) return;
    const measure = () => setPixels(Math.floor(element.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [height]);
  return { ref, pixels: height === undefined ? 0 : pixels };
}
