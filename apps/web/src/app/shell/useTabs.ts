import { useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { shellRoutes } from '../../features/shellRoutes.ts';
import type { ShellHandle } from '../backOfficeRoutes.tsx';
import { closeOtherTabs, closeTab, HOME_PATH, HOME_TAB, loadTabs, storeTabs, upsertTab, type OpenTab } from './tabList.ts';

const KNOWN_TAB_NAMES = shellRoutes.map((route) => route.tabName);

/** The shell's tabs: the route shown is the active tab, and opening a route opens or focuses its tab. */
export function useTabs() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const activeName = (useMatches().at(-1)?.handle as ShellHandle | undefined)?.tabName;
  const [tabs, setTabs] = useState<OpenTab[]>(() => loadTabs(KNOWN_TAB_NAMES));

  // Each newly shown route opens or updates its tab (once per address, so closing tabs is not undone).
  const fullPath = pathname + search;
  const [shownPath, setShownPath] = useState<string | null>(null);
  if (fullPath !== shownPath) {
    setShownPath(fullPath);
    if (activeName) setTabs(upsertTab(tabs, { tabName: activeName, fullPath }));
  }
  useEffect(() => storeTabs(tabs), [tabs]);

  const show = (tabName: string) => {
    const tab = tabs.find((open) => open.tabName === tabName);
    if (tab) void navigate(tab.fullPath);
  };
  const close = (tabName: string) => {
    const next = closeTab(tabs, tabName);
    setTabs(next.tabs);
    if (tabName === activeName) void navigate(next.neighbour.fullPath);
  };
  const closeOthers = (tabName: string) => {
    setTabs(closeOtherTabs(tabs, tabName));
    if (tabName !== activeName) show(tabName);
  };
  const closeAll = () => {
    setTabs([HOME_TAB]);
    void navigate(HOME_PATH);
  };
  return { tabs, activeName, show, close, closeOthers, closeAll };
}
