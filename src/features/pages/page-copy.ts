import { browserLocalStorage } from '@/lib/memory-storage';
import { textFingerprint } from '@/lib/text-fingerprint';

/**
 * A page as visitors see it: the shipped text, or the published copy once read (its Markdown already made
 * into sanitised HTML). The last published copy is kept on the device, so a returning visitor sees it at
 * once, offline too, and the build's prerender puts the published copy in the HTML when it can read it.
 */
export interface PageCopy {
  title: string;
  summary: string;
  html: string;
  /** The fingerprint of the Markdown `html` was made from (`textFingerprint`), when known. */
  bodyKey?: string;
}

const KEY_PREFIX = 'page-copy:';

function isPageCopy(value: unknown): value is PageCopy {
  if (typeof value !== 'object' || value === null) return false;
  const copy = value as Record<string, unknown>;
  return (
    typeof copy.title === 'string' &&
    typeof copy.summary === 'string' &&
    typeof copy.html === 'string' &&
    (copy.bodyKey === undefined || typeof copy.bodyKey === 'string')
  );
}

/** The copy this device kept of page `id`, if any. */
export function readKeptCopy(id: string, storage: Storage | undefined = browserLocalStorage()): PageCopy | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY_PREFIX + id) ?? 'null');
    return isPageCopy(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `copy` of page `id` on this device (quietly nothing when storage is refused or full). */
export function keepCopy(id: string, copy: PageCopy, storage: Storage | undefined = browserLocalStorage()): void {
  try {
    storage?.setItem(KEY_PREFIX + id, JSON.stringify(copy));
  } catch {
    // Storage full or refused: the page still shows, it just is not kept.
  }
}

/** The published pages the build read (set by the prerender only; empty in the browser). */
const buildTimeCopies = new Map<string, PageCopy>();

export function setBuildTimeCopies(copies: Readonly<Record<string, PageCopy>>): void {
  buildTimeCopies.clear();
  for (const [id, copy] of Object.entries(copies)) buildTimeCopies.set(id, copy);
}

export function buildTimeCopy(id: string): PageCopy | undefined {
  return buildTimeCopies.get(id);
}

/** The attribute a prerendered page carries its build-time copy in, so the app starts from the same text. */
export const COPY_ATTRIBUTE = 'data-page-copy';

/** The build-time copy in the prerendered HTML still on screen (before the app's first render replaces it). */
export function prerenderedCopy(id: string, root: ParentNode | undefined = globalThis.document): PageCopy | undefined {
  // Page ids are fixed, in lower case with hyphens: nothing to escape in the selector.
  if (!/^[a-z0-9-]+$/.test(id)) return undefined;
  const element = root?.querySelector(`[data-page-id="${id}"][${COPY_ATTRIBUTE}]`);
  try {
    const value: unknown = JSON.parse(element?.getAttribute(COPY_ATTRIBUTE) ?? 'null');
    return isPageCopy(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What page `id` shows first: the build's published copy (prerender, or the prerendered page on screen),
 * else the one kept on this device, else the shipped text.
 */
export function firstCopy(id: string, shipped: PageCopy, storage?: Storage): PageCopy {
  return buildTimeCopies.get(id) ?? readKeptCopy(id, storage) ?? prerenderedCopyOrNothing(id) ?? shipped;
}

function prerenderedCopyOrNothing(id: string): PageCopy | undefined {
  return typeof document === 'undefined' ? undefined : prerenderedCopy(id);
}

/**
 * The build's copies from the published page documents it read (`{ id, data }`, as the REST reader gives
 * them): only well-formed ones, their Markdown made into sanitised HTML by `render`.
 */
export function copiesFromDocuments(
  documents: readonly { id: string; data: Record<string, unknown> }[],
  render: (markdown: string) => string,
): Record<string, PageCopy> {
  return Object.fromEntries(
    documents.flatMap(({ id, data }) =>
      typeof data.title === 'string' && typeof data.summary === 'string' && typeof data.body === 'string'
        ? [
            [
              id,
              {
                title: data.title,
                summary: data.summary,
                html: render(data.body),
                bodyKey: textFingerprint(data.body),
              },
            ],
          ]
        : [],
    ),
  );
}
