/**
 * How the texts download (vite.config.ts bundles each group of a language into one chunk): the namespaces every page
 * shows (failure hints and field reasons included) load at start; the login pages', the public tracking page's, the
 * public price pages' and the back office's (every other namespace) load with the first page that shows them (lazyPage).
 */
export const COMMON_NAMESPACES: readonly string[] = ['common', 'hint', 'reason', 'language'];

const GROUPS = { auth: ['auth'], tracking: ['tracking'], priceQuery: ['priceQuery'] } satisfies Record<string, readonly string[]>;

/** The group a namespace downloads with: 'common', 'auth', 'tracking', 'priceQuery', else 'app'. */
export function namespaceGroup(namespace: string): string {
  if (COMMON_NAMESPACES.includes(namespace)) return 'common';
  return Object.entries(GROUPS).find(([, namespaces]) => namespaces.includes(namespace))?.[0] ?? 'app';
}

/** The namespaces of the login pages (and their identity choice). */
export const LOGIN_NAMESPACES: readonly string[] = [...COMMON_NAMESPACES, ...GROUPS.auth];
/** The namespaces of the public tracking page. */
export const TRACKING_NAMESPACES: readonly string[] = [...COMMON_NAMESPACES, ...GROUPS.tracking];
/** The namespaces of the public price pages. */
export const PRICE_QUERY_NAMESPACES: readonly string[] = [...COMMON_NAMESPACES, ...GROUPS.priceQuery];
