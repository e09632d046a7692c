import { loadBundle, type Firestore } from 'firebase/firestore';
import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import type { CollectionDefinition } from './define-collection';
import { bundleFile, bundleId, deltaListOptions, readBundleHeader } from './public-bundle';
import { windowListOptions } from './public-window';
import type { Repository } from './repository';

/** Enough of a bundle's start to hold its metadata element (id, times and counts: under 300 bytes). */
const HEADER_CHARS = 1024;

/** What loading a type's bundle put in this device's copy. */
export interface LoadedBundle {
  /** When the bundle's data was read: the device asks the server for changes after this. */
  createTime: Date;
  documents: number;
}

/**
 * Fetches a type's bundle (through the browser's HTTP cache: the CDN and a revalidation answer a
 * returning device) and loads it into `firestore`'s copy. Firestore keeps the newest bundle of each id
 * it loaded and skips one that is not newer. Undefined when there is no bundle to load: none was built
 * (the database was out of reach, or a development server answers with a page), or it is for another
 * type; the caller then reads the window from Firestore.
 */
export async function loadTypeBundle(
  firestore: Firestore,
  path: string,
  fetchBundle: (address: string) => Promise<Response> = (address) => fetch(address),
): Promise<LoadedBundle | undefined> {
  const response = await fetchBundle(`/${bundleFile(path)}`).catch(() => undefined);
  if (!response?.ok) return undefined;
  // As text, which Firestore takes on every platform; the metadata element is a few hundred bytes at the start.
  const text = await response.text();
  const header = readBundleHeader(new TextEncoder().encode(text.slice(0, HEADER_CHARS)));
  if (header?.id !== bundleId(path)) return undefined;
  const progress = await loadBundle(firestore, text);
  return { createTime: header.createTime, documents: progress.totalDocuments };
}

/** What warming one type put in this device's copy, and how many documents it read from Firestore. */
export interface WarmedType {
  kept: number;
  read: number;
}

/**
 * One type's public window into this device's copy (decisions 0032, 0033). From the type's bundle when
 * there is one: its documents come from Hosting's CDN, and Firestore is asked only for the published
 * items changed since the bundle was made (at most DELTA_LIMIT). Without a bundle, or when more than that
 * changed, the window's own queries are read, each bounded.
 */
export async function warmType<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  repository: Pick<Repository<Schema>, 'list'>,
  loadBundleOf: (path: string) => Promise<LoadedBundle | undefined>,
  now: Date = new Date(),
): Promise<WarmedType> {
  const bundle = await loadBundleOf(definition.path);
  const bundled = bundle?.documents ?? 0;
  let read = 0;
  if (bundle) {
    const changed = await repository.list(deltaListOptions(definition, bundle.createTime));
    read += changed.items.length;
    // A cursor means the page was full: there may be more changes than the delta reads.
    if (!changed.cursor) return { kept: bundled + read, read };
  }
  const pages = await Promise.all(windowListOptions(definition, now).map((options) => repository.list(options)));
  read += pages.reduce((total, page) => total + page.items.length, 0);
  return { kept: bundled + read, read };
}
