import { describe, expect, it } from 'vitest';
import { closeOtherTabs, closeTab, HOME_TAB, upsertTab, type OpenTab } from './tabList.ts';

const orders: OpenTab = { tabName: 'menu.orders', fullPath: '/orders' };
const positions: OpenTab = { tabName: 'menu.authority', fullPath: '/authority' };

describe('shell tabs', () => {
  it('opens a tab once per tab name and points it at the latest path', () => {
    const open = upsertTab(upsertTab([HOME_TAB], orders), positions);
    expect(open.map((tab) => tab.tabName)).toEqual([HOME_TAB.tabName, orders.tabName, positions.tabName]);
    const moved = upsertTab(open, { ...orders, fullPath: '/orders?status=sent' });
    expect(moved).toHaveLength(3);
    expect(moved[1]?.fullPath).toBe('/orders?status=sent');
  });

  it('closes a tab and shows its left neighbour, but never closes home', () => {
    const open = [HOME_TAB, orders, positions];
    expect(closeTab(open, positions.tabName)).toEqual({ tabs: [HOME_TAB, orders], neighbour: orders });
    expect(closeTab(open, orders.tabName).neighbour).toBe(HOME_TAB);
    expect(closeTab(open, HOME_TAB.tabName).tabs).toEqual(open);
  });

  it('closes the others but keeps home', () => {
    expect(closeOtherTabs([HOME_TAB, orders, positions], positions.tabName)).toEqual([HOME_TAB, positions]);
  });
});
