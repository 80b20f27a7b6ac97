import { describe, expect, it } from 'vitest';
import { leafEntries, locateEntry, resolveMenus } from './menuEntries.ts';

const menus = [
  { menuId: '8', haveAuthority: true, childrenMenus: [{ menuId: '8_1', haveAuthority: false, childrenMenus: [] }] },
  { menuId: '9', haveAuthority: true, childrenMenus: [{ menuId: '9_1', haveAuthority: true, childrenMenus: [] }] },
  { menuId: 'unknown', haveAuthority: true, childrenMenus: [] },
];

describe('menu entries', () => {
  it('joins authority menus to the contract tree, skipping unknown ids and disabling menus without authority', () => {
    const entries = resolveMenus(menus);
    expect(entries.map((entry) => entry.key)).toEqual(['enterpriseManagement', 'systemManagement']);
    expect(entries[0]?.children[0]).toMatchObject({ key: 'authority', disabled: true, path: '/enterpriseManagement/powerManagement/authority' });
    expect(leafEntries(entries).map((entry) => entry.id)).toEqual(['8_1', '9_1']);
  });

  it('finds the entry of a route, whatever its case, with its groups', () => {
    expect(locateEntry(resolveMenus(menus), '/systemmanagent/changepasswordmenu')).toEqual({ id: '9_1', parents: ['9'] });
    expect(locateEntry(resolveMenus(menus), '/nowhere')).toBeNull();
  });
});
