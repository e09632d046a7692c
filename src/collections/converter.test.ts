import { beforeEach, describe, expect, it, vi } from 'vitest';
import { baseContentSchema, isPublic } from './content-schema';
import { parseDocument, resetReportedDocuments } from './converter';

const now = new Date('2026-11-21T10:00:00Z');
const valid = {
  slug: 'summer-fair',
  title: 'Summer fair',
  summary: 'Stalls and games on the green.',
  body: '## Come along',
  image: null,
  tags: ['family'],
  status: 'published',
  publishAt: null,
  createdAt: { toDate: () => now },
  updatedAt: now.toISOString(),
  createdBy: 'demo-admin',
  updatedBy: 'demo-admin',
  version: 3,
};

beforeEach(resetReportedDocuments);

describe('parseDocument', () => {
  it('returns a typed item with its id, timestamps as dates', () => {
    const item = parseDocument(baseContentSchema, 'events', { id: 'e1', data: () => valid });
    expect(item).toMatchObject({ id: 'e1', title: 'Summer fair', createdAt: now, updatedAt: now });
  });

  it('skips a bad document and reports it once however often it is read', () => {
    const report = vi.fn();
    const bad = { id: 'e2', data: () => ({ ...valid, slug: 'Summer Fair', version: 0 }) };
    expect(parseDocument(baseContentSchema, 'events', bad, report)).toBeUndefined();
    expect(parseDocument(baseContentSchema, 'events', bad, report)).toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toContain('Skipped events/e2');
    expect(report.mock.calls[0]?.[0]).toContain('slug: Use lower-case letters');
  });

  it('requires alt text when there is an image', () => {
    const withImage = {
      ...valid,
      image: { path: 'images/a.jpg', url: 'https://x/a.jpg', alt: ' ', width: 10, height: 10 },
    };
    const report = vi.fn();
    expect(parseDocument(baseContentSchema, 'events', { id: 'e3', data: () => withImage }, report)).toBeUndefined();
    expect(report.mock.calls[0]?.[0]).toContain('Please describe the picture');
  });
});

describe('isPublic', () => {
  it('needs published status and a publish time that has passed', () => {
    expect(isPublic({ status: 'published', publishAt: null }, now)).toBe(true);
    expect(isPublic({ status: 'published', publishAt: new Date('2026-11-21T09:59:59Z') }, now)).toBe(true);
    expect(isPublic({ status: 'published', publishAt: new Date('2026-11-21T10:00:01Z') }, now)).toBe(false);
    expect(isPublic({ status: 'draft', publishAt: null }, now)).toBe(false);
    expect(isPublic({ status: 'archived', publishAt: null }, now)).toBe(false);
  });
});
