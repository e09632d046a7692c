import { loadBundle, type Firestore } from 'firebase/firestore';
import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import type { CollectionDefinition } from './define-collection';
import { bundleFile, bundleId, deltaListOptions, sliceBundle } from './public-bundle';
import { windowListOptions } from './public-window';
import type { Repository } from './repository';

/** Fetches one of the build's files by its address from the site's root. */
export type FetchFile = (address: string) => Promise<Response>;

/** What loading a type's bundle put in this device's copy. */
export interface LoadedBundle {
  /** When the bundle's data was read: the device asks the server for changes after this. */
  createTime: Date;
  documents: number;
}

export interface LoadBundleOptions {
  fetchBundle?: FetchFile;
  /** Waited for before each slice: the caller's idle moment, so loading does not hold up a tap. */
  pause?: () => Promise<void>;
}

/**
 * Fetches a type's bundle (through the browser's HTTP cache: the CDN and a revalidation answer a
 * returning device) and loads it into `firestore`'s copy in slices of a few documents, one after each
 * `pause`: Firestore writes a bundle's documents in one task, which a slice keeps short (decision 0042).
 * Firestore keeps the newest bundle of each id it loaded and skips one that is not newer, slice by slice.
 * Undefined when there is no bundle to load: none was built (the database was out of reach, or a
 * development server answers with a page), or it is for another type; the caller then reads the window
 * from Firestore.
 */
export async function loadTypeBundle(
  firestore: Firestore,
  path: string,
  { fetchBundle = (address) => fetch(address), pause = () => Promise.resolve() }: LoadBundleOptions = {},
): Promise<LoadedBundle | undefined> {
  const response = await fetchBundle(`/${bundleFile(path)}`).catch(() => undefined);
  if (!response?.ok) return undefined;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const sliced = sliceBundle(bytes);
  if (!sliced || sliced.header.id !== bundleId(path)) return undefined;
  const { header, slices } = sliced;
  let documents = 0;
  for (const slice of slices) {
    await pause();
    // The bytes as they are: both Firestore's browser build and its Node build (the tests') read a
    // Uint8Array, which its types do not list; the Node build refuses an ArrayBuffer.
    const progress = await loadBundle(firestore, slice as unknown as ArrayBuffer);
    documents += progress.totalDocuments;
  }
  return { createTime: header.createTime, documents };
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
