/**
 * firestore.rules lets revisions be written only for the collections it lists in its `revisions` block:
 * every registered type whose manifest sets `flags.revisions` must be there (or its saves would be
 * refused). Reads firestore.rules as text: no emulator needed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectionRegistry } from '@/app/collection-registry';

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

describe('revision history in firestore.rules', () => {
  const rules = readFileSync(RULES_PATH, 'utf8');
  const block = rules.slice(rules.indexOf('match /{coll}/{docId}/revisions/{rev}'));
  const listed =
    /coll in \[([^\]]*)\]/
      .exec(block)?.[1]
      ?.match(/'([^']+)'/g)
      ?.map((name) => name.slice(1, -1)) ?? [];

  it('has a revisions block naming its collections', () => {
    expect(listed).toContain('pages');
  });

  it('names every registered type with revisions turned on', () => {
    const revisioned = collectionRegistry
      .filter((manifest) => manifest.flags.revisions)
      .map((manifest) => manifest.path);
    expect(revisioned).toContain('pages');
    for (const path of revisioned) expect(listed, path).toContain(path);
  });
});
