import { describe, expect, it } from 'vitest';
import { baseContentSchema } from './content-schema';
import {
  parseRevision,
  restoredValues,
  revisionId,
  revisionOf,
  revisionRows,
  showValue,
  sortRevisions,
} from './revisions';

const fields = [
  { name: 'title', label: 'Title' },
  { name: 'summary', label: 'Summary' },
  { name: 'body', label: 'Text' },
  { name: 'tags', label: 'Tags' },
];

const stored = {
  slug: 'about',
  title: 'About us',
  summary: 'Who we are.',
  body: 'Old text.',
  image: null,
  tags: ['about'],
  status: 'draft',
  publishAt: null,
  createdAt: new Date('2026-01-01T10:00:00Z'),
  updatedAt: new Date('2026-02-01T10:00:00Z'),
  createdBy: 'demo-admin',
  updatedBy: 'demo-editor',
  version: 3,
};

describe('revision records', () => {
  it('are kept under the version they hold, with who replaced it and the whole document', () => {
    expect(revisionId(3)).toBe('3');
    const when = { server: 'time' };
    expect(revisionOf(stored, 3, 'demo-admin', when)).toEqual({
      version: 3,
      savedBy: 'demo-admin',
      savedAt: when,
      document: stored,
    });
  });

  it('read back through the schema, with Timestamps as Dates', () => {
    const timestamp = { toDate: () => new Date('2026-03-01T09:00:00Z') };
    const revision = parseRevision(baseContentSchema, '3', {
      version: 3,
      savedBy: 'demo-admin',
      savedAt: timestamp,
      document: { ...stored, updatedAt: timestamp },
    });
    expect(revision.version).toBe(3);
    expect(revision.savedAt?.toISOString()).toBe('2026-03-01T09:00:00.000Z');
    expect(revision.item?.title).toBe('About us');
    expect(revision.item?.updatedAt).toEqual(new Date('2026-03-01T09:00:00Z'));
  });

  it('keep a document that no longer fits the schema as stored, rather than losing it', () => {
    const revision = parseRevision(baseContentSchema, '2', {
      version: 2,
      savedBy: 'x',
      savedAt: null,
      document: { title: 7 },
    });
    expect(revision.item).toBeUndefined();
    expect(revision.raw).toEqual({ title: 7 });
    expect(revision.savedAt).toBeNull();
  });

  it('are listed newest first', () => {
    const make = (version: number) => parseRevision(baseContentSchema, String(version), { version, document: stored });
    expect(sortRevisions([make(1), make(3), make(2)]).map((revision) => revision.version)).toEqual([3, 2, 1]);
  });
});

describe('the side-by-side view', () => {
  it('shows every field the editor shows, and marks the ones that differ', () => {
    const rows = revisionRows(fields, stored, { ...stored, body: 'New text.', tags: ['about', 'us'] });
    expect(rows.map((row) => row.name)).toEqual(['title', 'summary', 'body', 'tags']);
    expect(rows.filter((row) => row.changed).map((row) => [row.name, row.then, row.now])).toEqual([
      ['body', 'Old text.', 'New text.'],
      ['tags', 'about', 'about, us'],
    ]);
  });

  it('leaves out publishing and the address, which a restore keeps as they are', () => {
    const rows = revisionRows(
      [...fields, { name: 'status', label: 'Status' }, { name: 'slug', label: 'Address' }],
      stored,
      {
        ...stored,
        status: 'published',
      },
    );
    expect(rows.map((row) => row.name)).not.toContain('status');
    expect(rows.map((row) => row.name)).not.toContain('slug');
  });

  it('shows empty values plainly', () => {
    expect(showValue('')).toBe('(empty)');
    expect(showValue(null)).toBe('(empty)');
    expect(showValue([])).toBe('(empty)');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('restoring a version', () => {
  const current = { ...stored, title: 'About', body: 'New text.', status: 'published', publishAt: null, slug: 'about' };

  it('puts the version’s fields in the form, without the fields the repository sets', () => {
    const values = restoredValues(stored, current);
    expect(values.title).toBe('About us');
    expect(values.body).toBe('Old text.');
    for (const name of ['version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']) {
      expect(values[name], name).toBe(current[name as keyof typeof current]);
    }
  });

  it('keeps publishing and the web address as they are now', () => {
    const values = restoredValues({ ...stored, slug: 'old-address', status: 'draft' }, current);
    expect(values.status).toBe('published');
    expect(values.slug).toBe('about');
    expect(values.publishAt).toBeNull();
  });

  it('keeps the date an article was first published, even when the version was a draft without one', () => {
    const published = { ...current, publishedAt: new Date('2026-10-01T09:00:00Z') };
    const values = restoredValues({ ...stored, publishedAt: null }, published);
    expect(values.publishedAt).toEqual(new Date('2026-10-01T09:00:00Z'));
  });

  it('keeps a field the version did not have yet at today’s value', () => {
    const values = restoredValues({ title: 'Old' }, { ...current, category: 'news' });
    expect(values.category).toBe('news');
    expect(values.title).toBe('Old');
  });
});
