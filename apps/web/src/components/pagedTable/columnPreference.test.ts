// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chosenColumns } from './columnPreference.ts';

const config = { columns: ['orderNo', 'status', 'weight', 'createdAt', 'links'], defaultColumns: ['orderNo', 'status', 'links'] } as const;

describe('the remembered columns', () => {
  it('are the defaults until something usable is saved', () => {
    expect(chosenColumns(null, config)).toEqual(['orderNo', 'status', 'links']);
    expect(chosenColumns({ columns: ['weight'] }, config)).toEqual(['orderNo', 'status', 'links']);
    expect(chosenColumns([], config)).toEqual(['orderNo', 'status', 'links']);
  });

  it('follow the list’s order, keep the pinned first column and drop keys the list no longer has', () => {
    expect(chosenColumns(['links', 'weight', 'gone'], config)).toEqual(['orderNo', 'weight', 'links']);
  });
});
