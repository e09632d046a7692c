import { describe, expect, it } from 'vitest';
import type { BaseContent } from './content-schema';
import { contentItem } from './content-test-helpers';
import { keepsRow } from './table-query';
import { matchesTerms, normaliseSearchText, searchTerms, tableSearchText, tableStatus } from './table-filter';

const now = new Date('2026-11-21T10:00:00Z');

function doc(title: string, changes: Partial<BaseContent & { venue: string }> = {}): BaseContent & { venue: string } {
  const { venue = '', ...fields } = changes;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { ...contentItem({ slug, title, createdAt: now, updatedAt: now, ...fields }), venue };
}

describe('dashboard table filtering on the device', () => {
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
      items
        .filter((item) =>
          matchesTerms(
            tableSearchText(item, (each) => each.venue),
            searchTerms(query),
          ),
        )
        .map((item) => item.title);
    expect(titles('cafe')).toEqual(['Café Christmas social', 'Repair Café']);
    expect(titles('cafe food')).toEqual(['Café Christmas social']);
    expect(titles('marys')).toEqual(['Repair Café']);
    expect(titles('switch on')).toEqual(['Lights switch-on']);
    expect(titles('summer-fair')).toEqual(['Summer fair']);
  });

  it('tells scheduled from published by the publish time', () => {
    expect(items.map((item) => tableStatus(item, now))).toEqual(['published', 'draft', 'archived', 'scheduled']);
    expect(tableStatus(items[3] as BaseContent, new Date('2026-12-01T00:00:00Z'))).toBe('published');
    // A draft with a publish time is still a draft: nothing publishes it.
    expect(tableStatus({ status: 'draft', publishAt: new Date('2026-12-01') }, now)).toBe('draft');
  });
});

describe('rows of the server’s page the device keeps', () => {
  const lights = doc('Lights switch-on', { summary: 'Carols and mince pies' });

  it('keeps every word of the search and the status asked for', () => {
    expect(keepsRow(lights, { query: 'lights carols', status: 'all' }, now)).toBe(true);
    expect(keepsRow(lights, { query: 'lights choir', status: 'all' }, now)).toBe(false);
    const later = { ...lights, publishAt: new Date('2026-12-01T18:00:00Z') };
    expect(keepsRow(later, { query: '', status: 'published' }, now)).toBe(false);
    expect(keepsRow(later, { query: '', status: 'scheduled' }, now)).toBe(true);
    expect(keepsRow({ ...lights, status: 'draft' }, { query: '', status: 'draft' }, now)).toBe(true);
    expect(keepsRow({ ...lights, status: 'draft' }, { query: '', status: 'archived' }, now)).toBe(false);
  });
});
