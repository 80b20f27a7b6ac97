/// <reference types="vite/client" />

/** The id of this build, defined by the version plugin (apps/web/version-plugin.ts). */
declare const __PARCELFLOW_BUILD_ID__: string;
