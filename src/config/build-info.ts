/** This build's identity, set by vite.config.ts. The app compares it with /version.json to notice a new release. */
export const BUILD_ID: string = __BUILD_ID__;
export const BUILD_TIME: string = __BUILD_TIME__;
/** BUILD_TIME in London time, e.g. "21 November 2026 at 08:10". */
export const BUILD_TIME_TEXT: string = __BUILD_TIME_TEXT__;

/** How often the app asks whether a new build is out (docs/specification.md §4); overridable for tests and kiosks. */
export const UPDATE_CHECK_INTERVAL_MS = Number(import.meta.env.VITE_UPDATE_CHECK_INTERVAL_MS ?? 15 * 60 * 1000);

/** Where the build identity is published. */
export const VERSION_FILE_PATH = '/version.json';
