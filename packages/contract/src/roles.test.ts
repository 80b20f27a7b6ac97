import { describe, expect, it } from 'vitest';
import { FUNCTIONS, MENU_TREE, flattenMenus, type FunctionKey, type MenuNode } from './permissions.ts';
import { DEFAULT_ROLES, ROLE_KEYS } from './roles.ts';

const pages = flattenMenus().filter((node) => node.path);
const functionsOn = (menuId: string) => (Object.keys(FUNCTIONS) as FunctionKey[]).filter((key) => FUNCTIONS[key].menuId === menuId);
/** Each page with the group menus above it. */
const parents = new Map<string, string[]>();
(function walk(nodes: readonly MenuNode[], above: string[]) {
  for (const node of nodes) {
    parents.set(node.id, above);
    walk(node.children ?? [], [...above, node.id]);
  }
})(MENU_TREE, []);

describe('DEFAULT_ROLES', () => {
  it.each(ROLE_KEYS)('%s shows the page of every function it holds, and the groups above each page it shows', (roleKey) => {
    const role = DEFAULT_ROLES[roleKey];
    const menus = new Set<string>(role.menus);
    expect(role.functions.filter((key) => !menus.has(FUNCTIONS[key].menuId))).toEqual([]);
    expect([...menus].flatMap((id) => (parents.get(id) ?? []).filter((parent) => !menus.has(parent)))).toEqual([]);
  });

  it.each(ROLE_KEYS)('%s shows no page whose functions it holds none of (a page it could open but not use)', (roleKey) => {
    const role = DEFAULT_ROLES[roleKey];
    const held = new Set<string>(role.functions);
    const useless = pages.filter((page) => {
      const own = functionsOn(page.id);
      return (role.menus as readonly string[]).includes(page.id) && own.length > 0 && !own.some((key) => held.has(key));
    });
    expect(useless.map((page) => page.id)).toEqual([]);
  });

  it('gives the head of personnel the staff, position and site pages and their view rights, and no order page', () => {
    const head = DEFAULT_ROLES.personnelAdministrationHead;
    expect(head.menus).toEqual(expect.arrayContaining(['8_1', '8_3', '8_4', '9_5']));
    expect(head.functions).toEqual(expect.arrayContaining(['position.view', 'position.edit', 'staff.view', 'staff.edit', 'site.view', 'auditLog.view']));
    expect((head.menus as readonly string[]).filter((id) => id === '1' || id.startsWith('1_'))).toEqual([]);
  });
});
