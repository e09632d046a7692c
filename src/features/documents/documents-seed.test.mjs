/** The documents’ demo data: visibilities, committees, their files and dates. */
import { describe, expect, it } from 'vitest';
import { buildSeedData, londonParts, seedFilePath, seedPdf } from '../../../scripts/seed-data.mjs';
import { documentSchema } from './document-schema';
import { AWKWARD_MOMENTS as MOMENTS, isDate, SEED_DATA as data } from '../../collections/seed/seed-test-helpers.mjs';

describe('the documents’ seed', () => {
  it('documents: every visibility, committees that exist, each passes the documents schema', () => {
    const committeeIds = new Set(data.collections.committees.map((entry) => entry.id));
    const documents = data.collections.documents;
    expect(documents.length).toBeGreaterThanOrEqual(8);
    expect(new Set(documents.map((entry) => entry.data.visibility))).toEqual(
      new Set(['public', 'members', 'committee']),
    );
    for (const { id, data: doc } of documents) {
      expect(['minutes', 'agenda', 'policy', 'report', 'form']).toContain(doc.category);
      expect(doc.committeeId === null || committeeIds.has(doc.committeeId)).toBe(true);
      const parsed = documentSchema.safeParse(doc);
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${id} ${issue.path.join('.')}`)).toEqual([]);
    }
  });

  it('documents: each file a PDF at documents/{id}/seed/{name}, not uploaded yet, its size that of its PDF', () => {
    for (const { id, data: doc } of data.collections.documents) {
      expect(Object.keys(doc.file).sort()).toEqual(['contentType', 'name', 'path', 'size', 'url']);
      expect(doc.file.contentType).toBe('application/pdf');
      expect(doc.file.name).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(doc.file.path).toBe(`documents/${id}/seed/${doc.file.name}`);
      expect(doc.file.path).toBe(seedFilePath(id, doc.file.name));
      // storage.rules: documents/{id}/{uploadId}/{fileName}.
      expect(doc.file.path.split('/')).toHaveLength(4);
      expect(doc.file.url).toBe('');
      expect(doc.file.size).toBe(seedPdf(doc.title).length);
    }
  });

  it('documents: each dated in the past; minutes and agendas on their committee’s meeting days', () => {
    for (const now of MOMENTS) {
      const documents = buildSeedData(now).collections.documents;
      const byId = Object.fromEntries(documents.map((entry) => [entry.id, entry.data]));
      for (const { id, data: doc } of documents) {
        expect(isDate(doc.date), id).toBe(true);
        expect(doc.date.getTime(), `${id} at ${now.toISOString()}`).toBeLessThan(now.getTime());
      }
      const meeting = (id) => londonParts(byId[id].date);
      // Events Committee: first Monday, 7.30pm.
      const events = meeting('events-committee-agenda');
      expect([events.weekday, events.hour, events.minute, events.day <= 7]).toEqual([1, 19, 30, true]);
      // Finance and Governance: second Tuesday, 7pm.
      const finance = meeting('finance-committee-minutes');
      expect([finance.weekday, finance.hour, finance.day > 7 && finance.day <= 14]).toEqual([2, 19, true]);
      // Green Spaces: last Wednesday, 7pm (a week later is next month).
      const green = meeting('green-spaces-committee-minutes');
      const weekLater = londonParts(new Date(byId['green-spaces-committee-minutes'].date.getTime() + 7 * 86_400_000));
      expect([green.weekday, green.hour, weekLater.month !== green.month]).toEqual([3, 19, true]);
      // The AGM's minutes: on last year's AGM, a year before this year's AGM event.
      const agm = data.collections.events.find((entry) => entry.id === 'community-hub-agm');
      const agmNow = buildSeedData(now).collections.events.find((entry) => entry.id === 'community-hub-agm');
      expect(agm).toBeDefined();
      const last = londonParts(byId['agm-minutes'].date);
      const next = londonParts(agmNow.data.startsAt);
      expect([last.year + 1, last.month, last.day, last.hour]).toEqual([next.year, next.month, next.day, next.hour]);
    }
  });
});
