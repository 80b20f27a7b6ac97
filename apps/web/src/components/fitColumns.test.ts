import { describe, expect, it } from 'vitest';
import { fitColumns, scrollWidthOf } from './fitColumns.ts';

const columns = [
  { key: 'no', width: 170, fixed: 'left' as const },
  { key: 'status', width: 150 },
  { key: 'customer', width: 140 },
  { key: 'pieces', width: 80 },
  { key: 'weight', width: 110 },
  { key: 'actions', width: 120, fixed: 'right' as const },
];
const widths = (fitted: { key: string; width?: number | string }[]) => Object.fromEntries(fitted.map((column) => [column.key, column.width]));

describe('fitting table columns to the room', () => {
  it('counts the leading selection column in the scroll width', () => {
    expect(scrollWidthOf(columns, 36)).toBe(36 + 770);
  });

  it('widens the columns shown in full so the next one starts under the pinned actions, not a pixel before', () => {
    // 36 + 170 pinned left and 120 pinned right leave 350: status and customer (290) show in full, pieces would peek out by 60.
    const fitted = fitColumns(columns, 676, 36);
    expect(widths(fitted)).toEqual({ no: 170, status: 150 + 31, customer: 140 + 29, pieces: 80, weight: 110, actions: 120 });
    expect(scrollWidthOf(fitted.slice(0, 3), 36)).toBe(676 - 120);
  });

  it('leaves a table that fits, or one with no column shown in full, as it is', () => {
    expect(widths(fitColumns(columns, 900, 36))).toEqual(widths(columns));
    expect(widths(fitColumns(columns, 400, 36))).toEqual(widths(columns));
  });
});
