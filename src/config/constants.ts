/** Business constants from docs/specification.md section 9, in one place. */

/** The first year of the copyright notice. */
export const COPYRIGHT_START_YEAR = 2025;

/** A chunk-load failure reloads the page once; another for the same path within this window does not. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** How many route chunks may be preloaded at once. */
export const ROUTE_PRELOAD_CONCURRENCY = 4;

/** The build-meta check waits this long after the app is idle (skipped on very slow connections). */
export const BUILD_META_IDLE_DELAY_MS = 1_000;

/** Structured data: article headlines are cut to this many characters. */
export const STRUCTURED_DATA_HEADLINE_MAX = 110;

/** Structured data: rating defaults. */
export const RATING_BEST = 5;
export const RATING_WORST = 1;

/** Opening hours used when a business gives none. */
export const DEFAULT_OPENING_HOURS = { opens: '00:00', closes: '23:59' } as const;

/** An event with no end runs "a little over a year" (docs/specification.md §9): 366 days. */
export const DEFAULT_EVENT_DURATION_MS = 366 * 24 * 60 * 60 * 1000;

/** Realtime Database transactions give up after this many retries. */
export const TRANSACTION_MAX_RETRIES = 25;

/** The largest string the database accepts, in UTF-8 bytes. */
export const MAX_DATABASE_STRING_BYTES = 10_485_760;

/** Keys in idb-keyval's default store for state that survives restarts. */
export const STORAGE_KEYS = {
  darkMode: 'darkMode',
  seasonalTheme: 'seasonalTheme',
  sidebarGroupState: 'sidebarGroupState',
  /** This device's copy of settings/site, checked by the settings schema when read. */
  siteSettings: 'siteSettings',
  /** Contact messages written on this device and not yet in the database (src/pages/contact-outbox.ts). */
  contactOutbox: 'contactOutbox',
} as const;

/**
 * localStorage mirrors read by the inline script in index.html before first paint.
 * IndexedDB stays the source of truth; these only prevent a flash of the wrong look.
 */
export const PRE_PAINT_KEYS = {
  colorMode: 'color-mode',
  season: 'season',
  /** The site's default season setting as last read (a season or 'calendar'), for visitors with no choice. */
  defaultSeason: 'site-default-season',
  /** The brand name as last read, so the header and title show it from the first render. */
  brand: 'site-brand',
  /** The fingerprint of the announcement this visitor dismissed. */
  dismissedAnnouncement: 'dismissed-announcement',
} as const;

/** Persisted writes are gathered for this long and written together. */
export const PERSIST_BATCH_MS = 250;

/** On public pages, Firebase starts this long after the page is ready (or at the first tap or key press). */
export const BACKEND_START_DELAY_MS = 4_000;
