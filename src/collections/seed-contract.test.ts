import { describe, expect, it } from 'vitest';
import { buildSeedData, CONTENT_COLLECTIONS } from '../../scripts/seed-data.mjs';
import { baseContentSchema } from './content-schema';

/** The demo data, the schemas and the rules must agree: every seeded content document passes the base schema. */
describe('seed data against the content schema', () => {
  const data = buildSeedData(new Date('2026-11-21T10:00:00Z'));
  it.each(CONTENT_COLLECTIONS)('%s', (collection) => {
    const documents = data.collections[collection] ?? [];
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const result = baseContentSchema.safeParse(document.data);
      expect(
        result.success
          ? []
          : result.error.issues.map((issue) => `${document.id} ${issue.path.join('.')}: ${issue.message}`),
      ).toEqual([]);
    }
  });
});
