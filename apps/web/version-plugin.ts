import type { Plugin } from 'vite';

/**
 * Gives every build an id, bakes it into the code and writes it to static/version.json, which the app
 * reads before each navigation to offer a reload when a newer build is deployed.
 */
export function versionPlugin(version: string): Plugin {
  const buildId = `${version}-${Date.now().toString(36)}`;
  return {
    name: 'parcelflow-version',
    config: () => ({ define: { __PARCELFLOW_BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'static/version.json',
        source: JSON.stringify({ version, buildId, builtAt: new Date().toISOString() }, null, 2),
      });
    },
  };
}
