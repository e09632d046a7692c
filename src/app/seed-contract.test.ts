import { describe, expect, it } from 'vitest';
import { buildSeedData, CONTENT_COLLECTIONS } from '../../scripts/seed-data.mjs';
import { baseContentSchema } from '@/collections/content-schema';

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

/** Every type in the registry: its seed documents pass its own model's schema and seed checks. */
describe('seed data against each registered type\u2019s own model', async () => {
  const { collectionRegistry } = await import('@/app/collection-registry');
  const data = buildSeedData(new Date('2026-11-21T10:00:00Z'));
  it.each(collectionRegistry.map((manifest) => [manifest.path, manifest] as const))('%s', async (path, manifest) => {
    const model = await manifest.load.model();
    const documents = data.collections[path] ?? [];
    expect(documents.length).toBeGreaterThan(0);
    const problems = documents.flatMap((document) => {
      const result = model.schema.safeParse(document.data);
      return result.success
        ? []
        : result.error.issues.map(
            (issue: { path: PropertyKey[]; message: string }) =>
              `${document.id} ${issue.path.join('.')}: ${issue.message}`,
          );
    });
    expect([...problems, ...(model.seedCheck?.(documents) ?? [])]).toEqual([]);
  });
});

/**
 * A new item as the editor starts it: every problem on it is one a person can read and fix in a field they
 * see. A type whose `empty()` left out a field got "Invalid input: expected object, received undefined"
 * under a picture nobody had touched, and its first save was refused.
 */
describe('a new, blank item of each registered type', async () => {
  const { collectionRegistry } = await import('@/app/collection-registry');
  const { emptyBaseContent } = await import('@/collections/content-schema');
  const { formErrors } = await import('@/lib/form-errors');
  const { SERVER_PLACEHOLDERS } = await import('@/collections/editor-save-state');
  it.each(collectionRegistry.map((manifest) => [manifest.path, manifest] as const))('%s', async (_path, manifest) => {
    const model = await manifest.load.model();
    const blank = { ...emptyBaseContent(), ...(model.empty?.() ?? {}), ...SERVER_PLACEHOLDERS };
    const problems = Object.entries(formErrors(model.schema)(blank));
    expect(problems.filter(([, message]) => /invalid input|expected .*, received/i.test(message))).toEqual([]);
  });
});
