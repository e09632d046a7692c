import type { CollectionManifest } from './define-collection';
import { changedSinceOptions } from './engine-queries';
import { listQuerySpec, type ListQuerySpec, type ListSpecOptions } from './list-query';
import { windowListOptions } from './public-window';

/**
 * The public window as Firestore data bundles (decision 0033): the build runs each type's window queries
 * as a visitor and writes what they return to one file per type (scripts/firestore-bundle.mjs), served
 * by Hosting's CDN. A device loads the file into its Firestore copy in slices of a few documents, one per
 * idle moment (decision 0042), and then asks the server only for what changed since the file was made.
 * Names and queries live here, so the build and the app agree.
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

export interface BundleQuery {
  collectionId: string;
  spec: ListQuerySpec;
}

/** A type's window queries as a visitor asks them at `now`: what its bundle holds. */
export function bundleQueriesOf(manifest: WindowManifest, now: Date): BundleQuery[] {
  return windowListOptions(manifest, now).map((options) => ({
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
  /** The metadata element as written, for the slices' own (its time keeps its nanoseconds). */
  metadata: Record<string, unknown>;
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

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/** Where one bundle element is in the bytes: from its length prefix to the end of its JSON. */
interface ElementRange {
  start: number;
  json: number;
  end: number;
}

/** The element starting at `start`, or undefined where the bytes are not one (no digits, no JSON, cut off). */
function elementAt(bytes: Uint8Array, start: number): ElementRange | undefined {
  // The digits read by hand: a decoder for each of a large bundle's thousand elements was most of the cost.
  let json = start;
  let length = 0;
  while (json - start < 12 && isDigit(bytes[json])) {
    length = length * 10 + (bytes[json] ?? 0) - 0x30;
    json += 1;
  }
  if (json === start || bytes[json] !== 0x7b) return undefined;
  return json + length <= bytes.length ? { start, json, end: json + length } : undefined;
}

/**
 * The first element of a bundle (its metadata: `<byte length>{"metadata":…}`), or undefined when the
 * bytes are not a bundle (a page served in its place, an empty answer).
 */
export function readBundleHeader(bytes: Uint8Array): BundleHeader | undefined {
  const range = elementAt(bytes, 0);
  if (!range) return undefined;
  try {
    const element: unknown = JSON.parse(new TextDecoder().decode(bytes.subarray(range.json, range.end)));
    const metadata = (element as { metadata?: Record<string, unknown> }).metadata;
    const createTime = timestampOf(metadata?.createTime);
    if (!metadata || typeof metadata.id !== 'string' || !createTime) return undefined;
    return { id: metadata.id, createTime, metadata };
  } catch {
    return undefined;
  }
}

/**
 * Documents in one slice (decision 0042). Firestore writes a loaded bundle's documents to the device's
 * copy in one task, about 1 ms a document on a laptop and 4 ms at Lighthouse's 4× slowdown (a
 * 500-document bundle was a 1.6 s task): a slice this size stays under the 50 ms at which a task holds
 * up a tap.
 */
export const BUNDLE_SLICE_DOCUMENTS = 6;

const DOCUMENT_METADATA = new TextEncoder().encode('{"documentMetadata"');
const NAMED_QUERY = new TextEncoder().encode('{"namedQuery"');

/** Whether the element's JSON starts with `prefix` (its first key, as the build and Firestore write it). */
function startsWith(bytes: Uint8Array, range: ElementRange, prefix: Uint8Array): boolean {
  if (range.end - range.json < prefix.length) return false;
  return prefix.every((byte, index) => bytes[range.json + index] === byte);
}

/**
 * A bundle as several smaller bundles of at most `perSlice` documents each, each with the bundle's own
 * metadata (its id suffixed with the slice's number, the same time), so that Firestore loads each in a
 * short task. The document elements are copied as they are, byte for byte; named queries are left out
 * (the app asks its own queries of the copy). Undefined when the bytes are not a whole bundle; with the
 * slices, the bundle's header as read (its id and time), so the caller need not read it again.
 */
export function sliceBundle(
  bytes: Uint8Array,
  perSlice = BUNDLE_SLICE_DOCUMENTS,
): { header: BundleHeader; slices: Uint8Array[] } | undefined {
  const header = readBundleHeader(bytes);
  const first = header && elementAt(bytes, 0);
  if (!header || !first) return undefined;
  const slices: { ranges: ElementRange[]; documents: number }[] = [];
  let current = { ranges: [] as ElementRange[], documents: 0 };
  for (let at = first.end; at < bytes.length;) {
    const range = elementAt(bytes, at);
    if (!range) return undefined;
    at = range.end;
    if (startsWith(bytes, range, NAMED_QUERY)) continue;
    // A document's metadata starts it; its document (when it exists) follows in the same slice.
    if (startsWith(bytes, range, DOCUMENT_METADATA)) {
      if (current.documents === perSlice) {
        slices.push(current);
        current = { ranges: [], documents: 0 };
      }
      current.documents += 1;
    }
    current.ranges.push(range);
  }
  if (current.ranges.length > 0) slices.push(current);
  const encoder = new TextEncoder();
  const sliced = slices.map(({ ranges, documents }, index) => {
    const totalBytes = ranges.reduce((sum, range) => sum + range.end - range.start, 0);
    const metadata = { ...header.metadata, id: `${header.id}-${index}`, totalDocuments: documents, totalBytes };
    const json = encoder.encode(JSON.stringify({ metadata }));
    const prefix = encoder.encode(String(json.length));
    const slice = new Uint8Array(prefix.length + json.length + totalBytes);
    slice.set(prefix, 0);
    slice.set(json, prefix.length);
    let offset = prefix.length + json.length;
    for (const range of ranges) {
      slice.set(bytes.subarray(range.start, range.end), offset);
      offset += range.end - range.start;
    }
    return slice;
  });
  return { header, slices: sliced };
}
