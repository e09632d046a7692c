/// <reference types="vite/client" />

/** Set at build time in vite.config.ts. */
declare const __BUILD_ID__: string;
declare const __BUILD_TIME__: string;
