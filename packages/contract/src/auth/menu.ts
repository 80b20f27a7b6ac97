import { z } from 'zod';
import { FUNCTION_KEYS, type FunctionKey } from '../permissions.ts';

export type AuthorityMenu = { menuId: string; haveAuthority: boolean; childrenMenus: AuthorityMenu[] };
export const authorityMenu: z.ZodType<AuthorityMenu> = z.object({
  menuId: z.string(),
  haveAuthority: z.boolean(),
  get childrenMenus() {
    return z.array(authorityMenu);
  },
});
export const authorityFunction = z.object({
  functionKey: z.enum(FUNCTION_KEYS as [FunctionKey, ...FunctionKey[]]),
  menuId: z.string(),
  visible: z.boolean(),
  usable: z.boolean(),
});
export type AuthorityFunction = z.infer<typeof authorityFunction>;
export const getAuthorityMenuOutput = z.object({ authorityMenus: z.array(authorityMenu), authorityFunctions: z.array(authorityFunction) });
export type GetAuthorityMenuOutput = z.infer<typeof getAuthorityMenuOutput>;
