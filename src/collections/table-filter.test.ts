import { describe, expect, it } from 'vitest';
import type { BaseContent } from './content-schema';
import { filterForTable, normaliseSearchText, searchTerms, tableStatus } from './table-filter';

const now = new Date('2026-11-21T10:00:00Z');

function doc(title: string, changes: Partial<BaseContent & { venue: string }> = {}): BaseContent & { venue: string } {
  return {
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    summary: '',
    body: '',
    image: null,
    tags: [],
    status: 'published',
    publishAt: null,
    createdAt: now,
    updatedAt: now,
    createdBy: 'u',
    updatedBy: 'u',
    version: 1,
    venue: '',
    ...changes,
  };
}

describe('dashboard table filtering', () => {
  const items = [
    doc('Café Christmas social', { tags: ['food'], updatedAt: new Date('2026-11-01') }),
    doc('Repair Café', { status: 'draft', updatedAt: new Date('2026-11-10'), venue: "St Mary's Hall" }),
    doc('Summer fair', { status: 'archived', updatedAt: new Date('2026-08-01') }),
    doc('Lights switch-on', { publishAt: new Date('2026-12-01'), updatedAt: new Date('2026-11-15') }),
  ];

  it('normalises accents, apostrophes and punctuation', () => {
    expect(normaliseSearchText('Thornbury’s  CAFÉ—open-day')).toBe('thornburys cafe open day');
    expect(searchTerms('cafe  Cafe repair')).toEqual(['cafe', 'repair']);
  });

  it('finds by every word, across title, slug, tags and the type’s own text', () => {
    const titles = (query: string) =>
      filterForTable(items, { query, status: 'all', sort: { field: 'title', direction: 'asc' } }, now, {
        searchText: (item) => item.venue,
      }).map((item) => item.title);
    expect(titles('cafe')).toEqual(['Café Christmas social', 'Repair Café']);
    expect(titles('cafe food')).toEqual(['Café Christmas social']);
    expect(titles('marys')).toEqual(['Repair Café']);
    expect(titles('switch on')).toEqual(['Lights switch-on']);
  });

  it('tells scheduled from published, and filters by status', () => {
    expect(tableStatus(items[3] as BaseContent, now)).toBe('scheduled');
    const status = (value: 'draft' | 'scheduled' | 'published' | 'archived') =>
      filterForTable(items, { query: '', status: value, sort: { field: 'title', direction: 'asc' } }, now).map(
        (item) => item.title,
      );
    expect(status('scheduled')).toEqual(['Lights switch-on']);
    expect(status('published')).toEqual(['Café Christmas social']);
    expect(status('draft')).toEqual(['Repair Café']);
  });

  it('sorts by last change, status or the type’s own column, both ways', () => {
    const sorted = (field: string, direction: 'asc' | 'desc') =>
      filterForTable(items, { query: '', status: 'all', sort: { field, direction } }, now, {
        sortValues: { Venue: (item) => item.venue },
      }).map((item) => item.title);
    expect(sorted('updatedAt', 'desc')).toEqual([
      'Lights switch-on',
      'Repair Café',
      'Café Christmas social',
      'Summer fair',
    ]);
    expect(sorted('status', 'asc')).toEqual([
      'Repair Café',
      'Lights switch-on',
      'Café Christmas social',
      'Summer fair',
    ]);
    expect(sorted('Venue', 'desc')[0]).toBe('Repair Café');
  });
});
