/** An open tab of the shell; tabs are unique by tabName (its i18n key) and remember their full path. */
export type OpenTab = { tabName: string; fullPath: string };

export const HOME_TAB_NAME = 'shell.tabs.home';
export const HOME_PATH = '/home';
export const HOME_TAB: OpenTab = { tabName: HOME_TAB_NAME, fullPath: HOME_PATH };

/** Opens a tab or, when one of that name is open, points it at the new path; home stays first. */
export function upsertTab(tabs: readonly OpenTab[], tab: OpenTab): OpenTab[] {
  const index = tabs.findIndex((open) => open.tabName === tab.tabName);
  const open = tabs[index];
  if (!open) return [...tabs, tab];
  if (open.fullPath === tab.fullPath) return tabs as OpenTab[];
  return tabs.map((open, i) => (i === index ? tab : open));
}

/** Closes a tab (never home) and answers the tab to show when the closed one was showing. */
export function closeTab(tabs: readonly OpenTab[], tabName: string): { tabs: OpenTab[]; neighbour: OpenTab } {
  const index = tabs.findIndex((open) => open.tabName === tabName);
  const kept = tabs.filter((open) => open.tabName !== tabName || open.tabName === HOME_TAB_NAME);
  const neighbour = kept[Math.min(Math.max(index - 1, 0), kept.length - 1)] ?? HOME_TAB;
  return { tabs: kept, neighbour };
}

/** Keeps home and the named tab. */
export function closeOtherTabs(tabs: readonly OpenTab[], tabName: string): OpenTab[] {
  return tabs.filter((open) => open.tabName === HOME_TAB_NAME || open.tabName === tabName);
}

const STORAGE_KEY = 'parcelflow.tabs';

/** The tabs open before a reload, limited to pages that still exist; home always first. */
export function loadTabs(knownTabNames: readonly string[]): OpenTab[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as OpenTab[];
    const known = saved.filter((tab) => tab.tabName !== HOME_TAB_NAME && knownTabNames.includes(tab.tabName));
    return [HOME_TAB, ...known];
  } catch {
    return [HOME_TAB];
  }
}

export function storeTabs(tabs: readonly OpenTab[]): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs));
}

export function forgetTabs(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
