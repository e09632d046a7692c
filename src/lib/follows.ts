import * as z from 'zod';

/**
 * What a person follows: the contract of `users/{uid}.follows` (firestore.rules `validFollows`) and of
 * the device's own list for visitors without an account. Decision 0025 explains the choices.
 *
 * Keys:
 * - `ids`: one item, as `<collection>/<documentId>`, e.g. `clubs/thornbury-running-club`. Clubs,
 *   organisations, committees, businesses and shops are followed this way.
 * - `tags`: a topic, lower case and trimmed, e.g. `running`. Events' categories and their tags (and
 *   articles' and documents' tags and categories) share this one list: "Sport" and "sport" are the same.
 * - `collections`: a whole content type by its Firestore path, e.g. `events` (everything of that type).
 *
 * Limits (the rules refuse more): 20 collections, 100 tags, 500 items. Only this module writes the shape;
 * everyone else imports it.
 */

export const FOLLOW_LIMITS = { collections: 20, tags: 100, ids: 500 } as const;

/** The longest key of any kind: a collection path and a document id (Firestore ids are ≤ 1,500 bytes, ours are slugs). */
export const MAX_FOLLOW_KEY_LENGTH = 200;

export type FollowKind = keyof typeof FOLLOW_LIMITS;

export interface Follows {
  readonly collections: readonly string[];
  readonly tags: readonly string[];
  readonly ids: readonly string[];
}

type MutableFollows = { -readonly [Kind in FollowKind]: string[] };

const key = z.string().min(1).max(MAX_FOLLOW_KEY_LENGTH);

export const followsSchema = z.object({
  collections: z.array(key).max(FOLLOW_LIMITS.collections),
  tags: z.array(key).max(FOLLOW_LIMITS.tags),
  ids: z.array(key.regex(/^[a-z0-9-]+\/[^/]+$/, 'An item is followed as collection/id.')).max(FOLLOW_LIMITS.ids),
});

export function emptyFollows(): Follows {
  return { collections: [], tags: [], ids: [] };
}

/** A tag or category as it is followed: trimmed, lower case, inner spaces single. */
export function tagKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');
}

/** The key of one item: `clubs/thornbury-running-club`. */
export function itemKey(collection: string, id: string): string {
  return `${collection}/${id}`;
}

/** What a Follow button stands for. */
export type FollowTarget =
  | {
      kind: 'ids';
      collection: string;
      id: string;
      /** The item's title, kept on the device for the feed. */ title?: string;
    }
  | { kind: 'tags'; tag: string }
  | { kind: 'collections'; collection: string };

/** The kind and key a target is stored under. */
export function targetKey(target: FollowTarget): { kind: FollowKind; key: string } {
  switch (target.kind) {
    case 'ids':
      return { kind: 'ids', key: itemKey(target.collection, target.id) };
    case 'tags':
      return { kind: 'tags', key: tagKey(target.tag) };
    case 'collections':
      return { kind: 'collections', key: target.collection };
  }
}

/**
 * Reads stored follows leniently: anything that is not a list of strings is dropped, keys are
 * normalised, duplicates go, and each list is cut to its limit (the newest kept: they are at the end).
 */
export function readFollows(raw: unknown): Follows {
  const record = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const list = (kind: FollowKind): string[] => {
    const value = record[kind];
    if (!Array.isArray(value)) return [];
    const keys = value.filter(
      (entry): entry is string =>
        typeof entry === 'string' && entry.length > 0 && entry.length <= MAX_FOLLOW_KEY_LENGTH,
    );
    return bounded(unique(kind === 'tags' ? keys.map(tagKey).filter(Boolean) : keys), FOLLOW_LIMITS[kind]);
  };
  return { collections: list('collections'), tags: list('tags'), ids: list('ids') };
}

/** The longest followed item's title kept on a device (titles are shorter: content-schema). */
export const MAX_FOLLOW_NAME_LENGTH = 300;

/**
 * Reads the followed items' titles kept on a device leniently: only string titles under string keys, at
 * most one per item that can be followed (the newest kept: they are at the end).
 */
export function readFollowNames(raw: unknown): Record<string, string> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const entries = Object.entries(raw as Record<string, unknown>).filter(
    (entry): entry is [string, string] =>
      entry[0].length > 0 &&
      entry[0].length <= MAX_FOLLOW_KEY_LENGTH &&
      typeof entry[1] === 'string' &&
      entry[1].trim().length > 0 &&
      entry[1].length <= MAX_FOLLOW_NAME_LENGTH,
  );
  return Object.fromEntries(entries.slice(Math.max(0, entries.length - FOLLOW_LIMITS.ids)));
}

/** `names` with `key` called `title`, moved to the end as the newest, within the limit. */
export function withFollowName(
  names: Readonly<Record<string, string>>,
  key: string,
  title: string,
): Record<string, string> {
  const rest = Object.entries(names).filter(([existing]) => existing !== key);
  return readFollowNames(Object.fromEntries([...rest, [key, title.trim().slice(0, MAX_FOLLOW_NAME_LENGTH)]]));
}

function unique(keys: readonly string[]): string[] {
  return [...new Set(keys)];
}

/** The last `limit` keys: when a list is over its limit the oldest follows go. */
function bounded(keys: readonly string[], limit: number): string[] {
  return keys.length > limit ? keys.slice(keys.length - limit) : [...keys];
}

export function isFollowing(follows: Follows, target: FollowTarget): boolean {
  const { kind, key: wanted } = targetKey(target);
  return follows[kind].includes(wanted);
}

/** Why a follow could not be added: the list is full. */
export class FollowLimitError extends Error {
  override readonly name = 'FollowLimitError';
  constructor(readonly kind: FollowKind) {
    super(
      `You are following as many ${KIND_NAMES[kind]} as you can (${FOLLOW_LIMITS[kind]}). Unfollow one to follow another.`,
    );
  }
}

const KIND_NAMES: Record<FollowKind, string> = {
  collections: 'whole sections',
  tags: 'topics',
  ids: 'places and groups',
};

/** Follows with `target` added (at the end). Already followed: unchanged. A full list throws FollowLimitError. */
export function follow(follows: Follows, target: FollowTarget): Follows {
  const { kind, key: added } = targetKey(target);
  if (follows[kind].includes(added)) return follows;
  if (follows[kind].length >= FOLLOW_LIMITS[kind]) throw new FollowLimitError(kind);
  return { ...follows, [kind]: [...follows[kind], added] };
}

export function unfollow(follows: Follows, target: FollowTarget): Follows {
  const { kind, key: removed } = targetKey(target);
  if (!follows[kind].includes(removed)) return follows;
  return { ...follows, [kind]: follows[kind].filter((entry) => entry !== removed) };
}

/** Follows with `target` switched: followed becomes unfollowed and back. */
export function toggleFollow(follows: Follows, target: FollowTarget): Follows {
  return isFollowing(follows, target) ? unfollow(follows, target) : follow(follows, target);
}

export interface FollowsMerge {
  merged: Follows;
  /** Device follows that did not fit under the limits (the account's own follows always stay). */
  dropped: Follows;
}

/**
 * The account's follows with the device's added, as at sign-in: the account's come first and all stay;
 * the device's new ones follow in their order, without duplicates, until each list is full. What does
 * not fit is returned, so the page can say so.
 */
export function mergeFollows(account: Follows, device: Follows): FollowsMerge {
  const merged: MutableFollows = { collections: [], tags: [], ids: [] };
  const dropped: MutableFollows = { collections: [], tags: [], ids: [] };
  const accountClean = readFollows(account);
  const deviceClean = readFollows(device);
  for (const kind of Object.keys(FOLLOW_LIMITS) as FollowKind[]) {
    const list = [...accountClean[kind]];
    const seen = new Set(list);
    for (const added of deviceClean[kind]) {
      if (seen.has(added)) continue;
      seen.add(added);
      if (list.length < FOLLOW_LIMITS[kind]) list.push(added);
      else dropped[kind].push(added);
    }
    merged[kind] = list;
  }
  return { merged, dropped };
}

/** A plain copy (new arrays): what IndexedDB and Firestore are given, never a store's proxy. */
export function plainFollows(follows: Follows): Follows {
  return { collections: [...follows.collections], tags: [...follows.tags], ids: [...follows.ids] };
}

/** How many things are followed in all. */
export function followCount(follows: Follows): number {
  return follows.collections.length + follows.tags.length + follows.ids.length;
}

export function followsEqual(a: Follows, b: Follows): boolean {
  return (Object.keys(FOLLOW_LIMITS) as FollowKind[]).every(
    (kind) => a[kind].length === b[kind].length && a[kind].every((entry, index) => entry === b[kind][index]),
  );
}
