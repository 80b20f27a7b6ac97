import { useSyncExternalStore } from 'react';

/** The build this page was loaded from, baked in by the version plugin of vite.config.ts. */
export const LOADED_BUILD_ID: string = __PARCELFLOW_BUILD_ID__;

let deployedBuildId: string | null = null;
const listeners = new Set<() => void>();

/** Reads static/version.json (never from cache); null when absent, as under the dev server. */
export async function fetchDeployedBuildId(): Promise<string | null> {
  try {
    const response = await fetch(`static/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const file = (await response.json()) as { buildId?: unknown };
    return typeof file.buildId === 'string' ? file.buildId : null;
  } catch {
    return null;
  }
}

/** Runs before each navigation (root route loader); a different deployed build is published to the watcher. */
export async function checkVersion(): Promise<void> {
  const buildId = await fetchDeployedBuildId();
  if (!buildId || buildId === LOADED_BUILD_ID || buildId === deployedBuildId) return;
  deployedBuildId = buildId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDeployedBuildId(): string | null {
  return useSyncExternalStore(subscribe, () => deployedBuildId);
}
