/**
 * The demo data as a whole (scripts/seed-data.mjs): every collection has documents, slugs and ids follow the
 * contract, every content document has the base fields, and the same moment builds the same data. Each
 * part's own checks are beside it (src/features/<feature>/<feature>-seed.test.mjs).
 */
import { describe, expect, it } from 'vitest';
import {
  BASE_FIELDS,
  buildSeedData,
  COLLECTIONS,
  CONTENT_COLLECTIONS,
  countDocuments,
  DEMO_ACCOUNTS,
  SEED_PARTS,
  slugify,
  slugIndexDocs,
  SLUGGED_COLLECTIONS,
} from './seed-data.mjs';
import { toFirestoreFields } from './seed.mjs';
import {
  isDate,
  isStringOfLength,
  SEED_DATA as data,
  SEED_NOW as NOW,
} from '../src/collections/seed/seed-test-helpers.mjs';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ADMIN_UID = DEMO_ACCOUNTS[0].uid;

describe('counts', () => {
  it('has documents in every collection, counted in write order', () => {
    const counts = countDocuments(data);
    for (const name of COLLECTIONS) expect(counts[name], name).toBeGreaterThan(0);
    expect(Object.keys(counts)).toEqual(COLLECTIONS);
  });
});

describe('slugs and ids', () => {
  it('are valid and unique per collection; content ids equal their slugs', () => {
    for (const name of CONTENT_COLLECTIONS) {
      const entries = data.collections[name];
      const slugs = entries.map((entry) => entry.data.slug);
      expect(new Set(slugs).size, `${name} slugs unique`).toBe(slugs.length);
      expect(new Set(entries.map((entry) => entry.id)).size, `${name} ids unique`).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.data.slug, `${name}/${entry.id}`).toMatch(SLUG);
        expect(entry.data.slug.length).toBeLessThanOrEqual(96);
        expect(entry.id).toBe(entry.data.slug);
      }
    }
  });

  it('slugify makes contract-valid slugs', () => {
    expect(slugify('Knit & Natter')).toBe('knit-and-natter');
    expect(slugify('St Mary’s Church Hall')).toBe('st-marys-church-hall');
    expect(slugify('  Café — Crème brûlée!  ')).toBe('cafe-creme-brulee');
    expect(slugify('x'.repeat(200))).toHaveLength(96);
  });

  it('the slug index has one entry per slugged document, naming it (none for fixed ids)', () => {
    const entries = slugIndexDocs(data);
    const expected = SLUGGED_COLLECTIONS.flatMap((name) =>
      data.collections[name].map((entry) => ({
        path: `slugs/${name}/taken/${entry.data.slug}`,
        data: { id: entry.id },
      })),
    );
    expect(entries).toEqual(expected);
    const fixedIds = SEED_PARTS.flatMap((part) => part.fixedIds ?? []);
    expect(fixedIds.length).toBeGreaterThan(0);
    for (const name of fixedIds) expect(SLUGGED_COLLECTIONS).not.toContain(name);
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(entries.length);
  });
});

describe('base fields (0009)', () => {
  it('every content document has every base field with the contract type', () => {
    for (const name of CONTENT_COLLECTIONS) {
      for (const { id, data: doc } of data.collections[name]) {
        const where = `${name}/${id}`;
        for (const field of BASE_FIELDS) expect(doc, where).toHaveProperty(field);
        expect(isStringOfLength(doc.title, 1, 140), `${where} title`).toBe(true);
        expect(isStringOfLength(doc.summary, 0, 280), `${where} summary`).toBe(true);
        expect(isStringOfLength(doc.body, 0, 100_000), `${where} body`).toBe(true);
        if (doc.image !== null) {
          expect(doc.image).toEqual({
            path: expect.any(String),
            url: expect.any(String),
            alt: expect.any(String),
            width: expect.any(Number),
            height: expect.any(Number),
          });
        }
        expect(Array.isArray(doc.tags) && doc.tags.length <= 12, `${where} tags`).toBe(true);
        for (const tag of doc.tags) expect(isStringOfLength(tag, 1, 32), `${where} tag ${tag}`).toBe(true);
        expect(['draft', 'published', 'archived']).toContain(doc.status);
        expect(doc.publishAt === null || isDate(doc.publishAt), `${where} publishAt`).toBe(true);
        expect(isDate(doc.createdAt) && isDate(doc.updatedAt), `${where} timestamps`).toBe(true);
        expect(doc.createdAt.getTime()).toBeLessThanOrEqual(doc.updatedAt.getTime());
        expect(doc.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect(doc.createdBy).toBe(ADMIN_UID);
        expect(doc.updatedBy).toBe(ADMIN_UID);
        expect(doc.version).toBe(1);
      }
    }
  });

  it('contains nothing Firestore cannot store (no undefined, NaN or functions)', () => {
    for (const name of COLLECTIONS) {
      for (const { data: doc } of data.collections[name]) expect(() => toFirestoreFields(doc)).not.toThrow();
    }
  });
});

describe('determinism', () => {
  it('builds identical data for the same now', () => {
    expect(buildSeedData(new Date(NOW))).toEqual(buildSeedData(new Date(NOW)));
  });

  it('rejects an invalid now', () => {
    expect(() => buildSeedData(new Date('nope'))).toThrow(TypeError);
  });
});
