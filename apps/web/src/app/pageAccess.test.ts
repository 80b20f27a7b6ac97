import { describe, expect, it } from 'vitest';
import type { FunctionKey, GetAuthorityMenuOutput } from '@parcelflow/contract';
import { canOpenPage } from './pageAccess.ts';

/** An operator's menus and functions as uc/getAuthorityMenu answers them (orders, tracking, address book). */
const operator: GetAuthorityMenuOutput = {
  authorityMenus: [
    { menuId: '1', haveAuthority: true, childrenMenus: [{ menuId: '1_1', haveAuthority: true, childrenMenus: [] }, { menuId: '1_2', haveAuthority: true, childrenMenus: [] }] },
    { menuId: '9', haveAuthority: true, childrenMenus: [{ menuId: '9_1', haveAuthority: true, childrenMenus: [] }, { menuId: '9_6', haveAuthority: true, childrenMenus: [] }] },
  ],
  authorityFunctions: (['order.view', 'order.create', 'address.view'] as FunctionKey[]).map((functionKey) => ({ functionKey, menuId: '1_2', visible: true, usable: true })),
};
const opens = (path: string, needs?: FunctionKey) => canOpenPage({ path, needs }, operator);

describe('which shell pages a caller may open', () => {
  it('opens the pages of the functions and menus it holds, and home', () => {
    expect(opens('/orderManagement/orderLists/receive')).toBe(true);
    expect(opens('/orderManagement/createOrder/receive')).toBe(true);
    expect(opens('/systemManagent/changepasswordmenu')).toBe(true);
    expect(opens('/systemManagent/address')).toBe(true);
    expect(opens('/home')).toBe(true);
    expect(opens('/receive_order_update/:id', 'order.view')).toBe(true);
  });

  it('the operator typing an admin URL is refused: sites, the log, invites, languages, a form whose menu it lacks', () => {
    for (const path of ['/enterpriseManagement/siteManagement', '/systemManagent/logQuery', '/invite', '/language', '/orderManagement/createOrder/send']) {
      expect(opens(path), path).toBe(false);
    }
    expect(opens('/fbaOrder_update/:id', 'order.audit')).toBe(false);
  });

  it('refuses a function held visible but not usable, as the server does (10021)', () => {
    const visibleOnly = { ...operator, authorityFunctions: operator.authorityFunctions.map((grant) => ({ ...grant, usable: false })) };
    expect(canOpenPage({ path: '/orderManagement/orderLists/receive' }, visibleOnly)).toBe(false);
  });
});
