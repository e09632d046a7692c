import { beforeEach, describe, expect, it, vi } from 'vitest';
import { baseContentSchema, isPublic } from './content-schema';
import { CHECKED_DOCUMENTS_KEPT, createCheckedDocuments, parseDocument, resetReportedDocuments } from './converter';

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

describe('createCheckedDocuments', () => {
  it('checks a document once while its data stays the same, and again in full when it changes', () => {
    const schema = baseContentSchema;
    const safeParse = vi.spyOn(schema, 'safeParse');
    const check = createCheckedDocuments(schema, 'events');
    const first = check({ id: 'fair', data: () => ({ ...valid }) });
    const again = check({ id: 'fair', data: () => ({ ...valid }) });
    expect(first?.title).toBe('Summer fair');
    expect(again).toBe(first);
    expect(safeParse).toHaveBeenCalledTimes(1);

    const changed = check({ id: 'fair', data: () => ({ ...valid, title: 'Winter fair', version: 4 }) });
    expect(changed?.title).toBe('Winter fair');
    expect(safeParse).toHaveBeenCalledTimes(2);
    // A change that breaks the schema is not hidden behind the earlier good copy.
    expect(check({ id: 'fair', data: () => ({ ...valid, status: 'nonsense' }) })).toBeUndefined();
    safeParse.mockRestore();
  });

  it('keeps a bounded number of checked documents', () => {
    const safeParse = vi.spyOn(baseContentSchema, 'safeParse');
    const check = createCheckedDocuments(baseContentSchema, 'events');
    check({ id: 'first', data: () => ({ ...valid }) });
    for (let index = 0; index < CHECKED_DOCUMENTS_KEPT; index += 1)
      check({ id: `d${index}`, data: () => ({ ...valid }) });
    check({ id: 'first', data: () => ({ ...valid }) });
    expect(safeParse).toHaveBeenCalledTimes(CHECKED_DOCUMENTS_KEPT + 2);
    safeParse.mockRestore();
  });
});
