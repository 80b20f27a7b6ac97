import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadNamespaces, NAMESPACES } from './i18n.ts';
import { LOADED_BUILD_ID } from './version/versionCheck.ts';

const RELOADED_BUILD_KEY = 'parcelflow.reloadedForChunk';

/** A lazily loaded page, whose module a route's loader can fetch ahead of its first render. */
export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<void> };

/**
 * What a page needs besides its module: the namespaces of its texts and, when it shows dates, their language (dates.ts).
 * By default every namespace and the dates; the login and public tracking pages name less, to download less first.
 */
export type PageNeeds = { namespaces: readonly string[]; dates: boolean };

const EVERYTHING: PageNeeds = { namespaces: NAMESPACES, dates: true };

/**
 * Loads code of the app. A chunk that fails to load is most often one a newer deploy removed: the page reloads once per
 * build to fetch the new one; a second failure reaches the router's error screen instead of looping.
 */
export async function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (sessionStorage.getItem(RELOADED_BUILD_KEY) === LOADED_BUILD_ID) throw error;
    sessionStorage.setItem(RELOADED_BUILD_KEY, LOADED_BUILD_ID);
    window.location.reload();
    // The reload replaces the page; until then nothing renders in the page's place.
    return new Promise<never>(() => undefined);
  }
}

/**
 * A page component loaded with its module and its needs when first rendered (under a Suspense boundary), or earlier by
 * `preload`, reloading the page once when a chunk is gone (loadOrReload).
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  needs: PageNeeds = EVERYTHING,
): LazyPage<Props> {
  const loadWithNeeds = async () => {
    const [module] = await Promise.all([load(), loadNamespaces(needs.namespaces), needs.dates ? import('./dates.ts') : undefined]);
    return module;
  };
  const page = lazy(async () => {
    const module = await loadOrReload(loadWithNeeds);
    return { default: module[name] };
  });
  // A failed preload is left to the render, which reloads or shows the error as above.
  const preload = () => loadWithNeeds().then(() => undefined, () => undefined);
  return Object.assign(page, { preload });
}

/**
 * Fetches the module of a route's lazy page (an element of a `lazyPage` component) while the router navigates, so that
 * the page renders with the shell instead of after it: its data calls start with the shell's, not one download later.
 */
export async function preloadPage(element: ReactNode): Promise<null> {
  const type: unknown = isValidElement(element) ? element.type : undefined;
  if (typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function') await (type as { preload: () => Promise<void> }).preload();
  return null;
}
