/** What fitting needs of a table column: its width in pixels and whether it is pinned to a side. */
type Sized = { width?: number | string; fixed?: boolean | 'left' | 'right' | 'start' | 'end' };

const widthOf = (column: Sized) => (typeof column.width === 'number' ? column.width : 0);
const pinnedRight = (column: Sized) => column.fixed === 'right' || column.fixed === 'end';
const pinnedLeft = (column: Sized) => column.fixed === true || column.fixed === 'left' || column.fixed === 'start';

/** The table's scroll width: the leading columns (selection, expand) and every column, as wide as they are set. */
export function scrollWidthOf(columns: readonly Sized[], leading = 0): number {
  return columns.reduce((sum, column) => sum + widthOf(column), leading);
}

/**
 * A table wider than its room scrolls under the columns pinned to its sides. Scrolled to the start, the columns
 * that show in full are widened to fill the room, so the next one begins exactly where the right-pinned ones
 * begin: no sliver of a column peeks out from under the actions. `available` is the table's inner width,
 * `leading` the width of the selection and expand columns antd adds in front.
 */
export function fitColumns<T extends Sized>(columns: readonly T[], available: number, leading = 0): T[] {
  if (scrollWidthOf(columns, leading) <= available) return [...columns];
  const pinned = columns.filter((column) => pinnedLeft(column) || pinnedRight(column));
  const room = available - scrollWidthOf(pinned, leading);
  const shown: T[] = [];
  let used = 0;
  for (const column of columns) {
    if (pinned.includes(column)) continue;
    if (used + widthOf(column) > room) break;
    shown.push(column);
    used += widthOf(column);
  }
  const spare = room - used;
  const last = shown.at(-1);
  // A used width above 0 means some column is shown; the check on last only tells the compiler so.
  if (spare <= 0 || used === 0 || last === undefined) return [...columns];
  // Each full column takes its share of the spare room by its width; the last takes what rounding leaves.
  const extra = new Map(shown.map((column) => [column, Math.floor((spare * widthOf(column)) / used)]));
  extra.set(last, spare - shown.slice(0, -1).reduce((sum, column) => sum + extra.get(column)!, 0));
  return columns.map((column) => (extra.has(column) ? { ...column, width: widthOf(column) + extra.get(column)! } : column));
}
