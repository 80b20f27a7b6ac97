import { describe, expect, it } from 'vitest';
import type { PositionRights } from '@parcelflow/contract';
import { buildRightTree, checkState, draftOf, isDraftChanged, toggleRight, toSaveInput, type RightRow } from './rightsTree.ts';

const none = { visible: false, usable: false };
const rights: PositionRights = {
  menus: ['8', '8_1', '9', '9_1', '9_2', '9_4', '10', '10_1'].map((menuId) => ({ menuId, ...(menuId.startsWith('9') ? { visible: true, usable: true } : none) })),
  functions: ['position.view', 'position.edit', 'company.settings.view', 'company.settings.edit'].map((functionKey) => ({ functionKey: functionKey as never, ...none })),
};
const tree = buildRightTree(true, rights);
const everyRow = (rows: RightRow[]): RightRow[] => rows.flatMap((r) => [r, ...everyRow(r.children ?? [])]);
const find = (key: string) => everyRow(tree).find((r) => r.key === key)!;

describe('the rights tree', () => {
  it('nests pages under their group and buttons under their page, leaving out what the server did not list', () => {
    expect(tree.map((r) => r.key)).toEqual(['group:8', 'group:9', 'group:10']);
    expect(find('menu:8_1').children?.map((r) => r.key)).toEqual(['function:position.view', 'function:position.edit']);
    expect(find('group:9').children?.map((r) => r.id)).toEqual(['9_1', '9_2', '9_4']);
    expect(find('function:position.view').labelKey).toBe('func.position.view');
  });

  it('shows a group checked, mixed or clear from the rows under it', () => {
    const draft = draftOf(rights);
    expect(checkState(find('group:9'), draft, 'visible')).toEqual({ checked: false, indeterminate: true });
    expect(checkState(find('group:8'), draft, 'usable')).toEqual({ checked: false, indeterminate: false });
    const all = toggleRight(tree, draft, find('group:9'), 'usable', true);
    expect(checkState(find('group:9'), all, 'visible')).toEqual({ checked: true, indeterminate: false });
  });

  it('makes a usable row visible, a hidden row unusable, and a granted button shows its page', () => {
    let draft = draftOf(rights);
    draft = toggleRight(tree, draft, find('function:position.edit'), 'usable', true);
    expect(draft['function:position.edit']).toEqual({ visible: true, usable: true });
    expect(draft['menu:8_1']).toEqual({ visible: true, usable: true });
    expect(draft['function:position.view']).toEqual(none);
    draft = toggleRight(tree, draft, find('menu:8_1'), 'visible', false);
    expect(draft['menu:8_1']).toEqual(none);
    expect(draft['function:position.edit']).toEqual(none);
  });

  it('saves every row, a group granted when a page under it is', () => {
    const draft = toggleRight(tree, draftOf(rights), find('function:position.view'), 'visible', true);
    const input = toSaveInput(7, tree, draft);
    expect(input.positionId).toBe(7);
    expect(input.menus.find((m) => m.menuId === '8')).toEqual({ menuId: '8', visible: true, usable: false });
    expect(input.menus.find((m) => m.menuId === '10')).toEqual({ menuId: '10', ...none });
    expect(input.functions.find((f) => f.functionKey === 'position.view')).toEqual({ functionKey: 'position.view', visible: true, usable: false });
    expect(isDraftChanged(draft, draftOf(rights))).toBe(true);
    expect(isDraftChanged(draftOf(rights), draftOf(rights))).toBe(false);
  });
});
