import { FUNCTION_KEYS, FUNCTIONS, flattenMenus, type AuthorityMenu, type FunctionKey, type GetAuthorityMenuOutput } from '@parcelflow/contract';
import type { ShellRoute } from './shellRoute.ts';

const NODE_BY_PATH = new Map(flattenMenus().flatMap((node) => (node.path ? [[node.path.toLowerCase(), node.id] as const] : [])));
const functionsOf = (menuId: string) => FUNCTION_KEYS.filter((key) => FUNCTIONS[key].menuId === menuId);

function holdsMenu(menus: readonly AuthorityMenu[], menuId: string): boolean {
  return menus.some((menu) => (menu.menuId === menuId && menu.haveAuthority) || holdsMenu(menu.childrenMenus, menuId));
}

/**
 * Whether the caller may open a page of the shell, from the menus and functions the server gave it: a page outside
 * the menus needs the function it names (`needs`), or none (home); a menu's page needs a usable function of that
 * menu, or, for a menu without functions (its own password, the order forms), the menu itself. The server refuses
 * the page's commands in any case; this keeps a typed address from opening an empty page that only fails.
 */
export function canOpenPage(route: Pick<ShellRoute, 'path' | 'needs'>, authority: GetAuthorityMenuOutput): boolean {
  const usable = new Set<FunctionKey>(authority.authorityFunctions.filter((grant) => grant.usable).map((grant) => grant.functionKey));
  if (route.needs) return usable.has(route.needs);
  const menuId = NODE_BY_PATH.get(route.path.toLowerCase());
  if (!menuId) return true;
  const functions = functionsOf(menuId);
  return functions.length ? functions.some((key) => usable.has(key)) : holdsMenu(authority.authorityMenus, menuId);
}
