import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fitColumns, scrollWidthOf } from './fitColumns.ts';

type Sized = Parameters<typeof fitColumns>[0][number];

/**
 * The columns of a table fitted to the room it has (fitColumns), and its scroll width worked out from them. Give
 * the ref to an element around the table: its scrolling part is measured, again whenever the element resizes.
 */
export function useFittedColumns<T extends Sized>(columns: readonly T[], leading = 0) {
  const ref = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The scrolling part's inner width leaves out a vertical scrollbar, as the columns must.
    const measure = () => setAvailable((element.querySelector('.ant-table-body, .ant-table-content') ?? element).clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The same columns while nothing changes, so a table renders its cells again only when it must.
  return useMemo(() => {
    const fitted = available ? fitColumns(columns, available, leading) : [...columns];
    return { ref, columns: fitted, scrollX: scrollWidthOf(fitted, leading) };
  }, [columns, available, leading]);
}
