import type { CollectionManifest } from './define-collection';
import { changedSinceOptions } from './engine-queries';
import { listQuerySpec, type ListQuerySpec, type ListSpecOptions } from './list-query';
import { windowListOptions } from './public-window';

/**
 * The public window as Firestore data bundles (decision 0033): the build runs each type's window queries
 * as a visitor and writes what they return to one file per type (scripts/firestore-bundle.mjs), served
 * by Hosting's CDN. A device loads the file into its Firestore copy and then asks the server only for
 * what changed since the file was made. Names and queries live here, so the build and the app agree.
 */

type WindowManifest = Pick<CollectionManifest, 'path' | 'publicWindow' | 'publicFilters'>;

/** Where a type's bundle is, from the site's root (no leading slash: also the file's place in `dist/`). */
export function bundleFile(path: string): string {
  return `data/bundles/${path}.bundle`;
}

/** The bundle's id: the device's copy remembers the newest bundle of each id it loaded, and skips older ones. */
export function bundleId(path: string): string {
  return `public-window-${path}`;
}

/** The name of a type's `index`th window query in its bundle, for `namedQuery`. */
export function windowQueryName(path: string, index: number): string {
  return `${path}-window-${index}`;
}

export interface BundleQuery {
  name: string;
  collectionId: string;
  spec: ListQuerySpec;
}

/** A type's window queries as a visitor asks them at `now`: what its bundle holds. */
export function bundleQueriesOf(manifest: WindowManifest, now: Date): BundleQuery[] {
  return windowListOptions(manifest, now).map((options, index) => ({
    name: windowQueryName(manifest.path, index),
    collectionId: manifest.path,
    spec: listQuerySpec(options, now),
  }));
}

/**
 * A returning device's question: the published items changed since `since` (its bundle's time), oldest
 * change first, at most this many. More than this and the device reads the window's queries instead:
 * fewer reads than paging through every change of a busy week, and as many as a first visit without a
 * bundle.
 */
export const DELTA_LIMIT = 100;

export function deltaListOptions(manifest: Pick<CollectionManifest, 'publicFilters'>, since: Date): ListSpecOptions {
  // The fixed filters go into the query: the rules may require them (documents' visibility).
  return changedSinceOptions(manifest.publicFilters ?? [], since, DELTA_LIMIT);
}

export interface BundleHeader {
  id: string;
  /** When the bundle's data was read: changes after it are not in the bundle. */
  createTime: Date;
}

/** A Firestore timestamp as JSON: RFC 3339 text, or `{ seconds, nanos }` (numbers or text). */
function timestampOf(value: unknown): Date | undefined {
  if (typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  if (value && typeof value === 'object' && 'seconds' in value) {
    const { seconds, nanos } = value as { seconds: unknown; nanos?: unknown };
    const millis = Number(seconds) * 1000 + Math.floor(Number(nanos ?? 0) / 1e6);
    return Number.isFinite(millis) ? new Date(millis) : undefined;
  }
  return undefined;
}

/**
 * The first element of a bundle (its metadata: `<byte length>{"metadata":…}`), or undefined when the
 * bytes are not a bundle (a page served in its place, an empty answer).
 */
export function readBundleHeader(bytes: Uint8Array): BundleHeader | undefined {
  const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
  let digits = 0;
  while (digits < 12 && isDigit(bytes[digits])) digits += 1;
  if (digits === 0 || bytes[digits] !== 0x7b) return undefined;
  const length = Number(new TextDecoder().decode(bytes.subarray(0, digits)));
  if (digits + length > bytes.length) return undefined;
  try {
    const element: unknown = JSON.parse(new TextDecoder().decode(bytes.subarray(digits, digits + length)));
    const metadata = (element as { metadata?: { id?: unknown; createTime?: unknown } }).metadata;
    const createTime = timestampOf(metadata?.createTime);
    if (typeof metadata?.id !== 'string' || !createTime) return undefined;
    return { id: metadata.id, createTime };
  } catch {
    return undefined;
  }
}
