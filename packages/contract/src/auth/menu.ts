import type { FunctionKey } from '../permissions.ts';

export type AuthorityMenu = { menuId: string; haveAuthority: boolean; childrenMenus: AuthorityMenu[] };
export type AuthorityFunction = { functionKey: FunctionKey; menuId: string; visible: boolean; usable: boolean };
export type GetAuthorityMenuOutput = { authorityMenus: AuthorityMenu[]; authorityFunctions: AuthorityFunction[] };
