/// <reference types="vite/client" />

/** Set at build time in vite.config.ts. */
declare const __BUILD_ID__: string;
declare const __BUILD_TIME__: string;
declare const __BUILD_TIME_TEXT__: string;

/** Markdown shipped with the app, turned into sanitised HTML at build time (scripts/markdown-html-plugin.mjs). */
declare module '*.md?html' {
  const html: string;
  export default html;
}

/** Runtime configuration read by the app (see README "Configuration"). */
interface ImportMetaEnv {
  readonly VITE_FIRESTORE_CACHE_MB?: string;
  readonly VITE_APPCHECK_DEBUG_TOKEN?: string;
  /** `true` when a Realtime Database emulator runs (firebase-tools with Java 21 or later). */
  readonly VITE_DATABASE_EMULATOR?: string;
  /** The map's basemap archive (src/config/basemap-config.ts); empty for none. */
  readonly VITE_BASEMAP_URL?: string;
  /** `demo` or `protomaps`. */
  readonly VITE_BASEMAP_KIND?: string;
}
