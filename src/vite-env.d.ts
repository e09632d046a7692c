/// <reference types="vite/client" />

/** Set at build time in vite.config.ts. */
declare const __BUILD_ID__: string;
declare const __BUILD_TIME__: string;

/** Markdown shipped with the app, turned into sanitised HTML at build time (scripts/markdown-html-plugin.mjs). */
declare module '*.md?html' {
  const html: string;
  export default html;
}
