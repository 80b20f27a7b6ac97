import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { LOADED_BUILD_ID } from './version/versionCheck.ts';

const RELOADED_BUILD_KEY = 'parcelflow.reloadedForChunk';

/** A lazily loaded page, whose module a route's loader can fetch ahead of its first render. */
export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<void> };

/**
 * A page component loaded with its module when first rendered (under a Suspense boundary), or earlier by `preload`.
 * A chunk that fails to load is most often one a newer deploy removed: the page reloads once per build to fetch the
 * new one; a second failure reaches the router's error screen instead of looping.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  const page = lazy(async () => {
    try {
      const module = await load();
      return { default: module[name] };
    } catch (error) {
      if (sessionStorage.getItem(RELOADED_BUILD_KEY) === LOADED_BUILD_ID) throw error;
      sessionStorage.setItem(RELOADED_BUILD_KEY, LOADED_BUILD_ID);
      window.location.reload();
      // The reload replaces the page; until then nothing renders in the page's place.
      return new Promise<never>(() => undefined);
    }
  });
  // A failed preload is left to the render, which reloads or shows the error as above.
  const preload = () => load().then(() => undefined, () => undefined);
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
