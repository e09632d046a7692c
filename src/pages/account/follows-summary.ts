/**
 * What a person follows, read defensively from `users/{uid}.follows` (its contract, src/lib/follows.ts,
 * belongs to the follows work): lists of content types, tags and item ids; anything else counts as none.
 */
export interface FollowsSummary {
  collections: string[];
  tags: string[];
  items: number;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function summariseFollows(raw: unknown): FollowsSummary {
  const follows = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return { collections: strings(follows.collections), tags: strings(follows.tags), items: strings(follows.ids).length };
}

/** The notification choice: a weekly digest by email, or none (the default). */
export type DigestChoice = 'none' | 'weekly';

export function digestChoice(raw: unknown): DigestChoice {
  return raw && typeof raw === 'object' && (raw as { digest?: unknown }).digest === 'weekly' ? 'weekly' : 'none';
}
