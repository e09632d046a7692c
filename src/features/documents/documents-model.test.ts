import { describe, expect, it, vi } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import type { FixedFilter, ViewerLookup } from '@/collections/define-collection';
import { documentSchema } from './document-schema';
import { documentJsonLd } from './document-structured-data';
import { documentAudience } from './documents-model';
import { documentMetaText, sortDocuments } from './document-format';

const lookup = (committees: string[]): ViewerLookup & { ids: ReturnType<typeof vi.fn> } => ({
  ids: vi.fn(async () => committees),
});
const visibility = (value: string): FixedFilter => ({ field: 'visibility', op: '==', value });

describe('who sees which documents (documentAudience, as firestore.rules mayReadDocument)', () => {
  it('a visitor asks for the public documents only, and looks nothing up', async () => {
    const look = lookup(['green-spaces']);
    expect(await documentAudience({ uid: null, roles: [] }, look)).toEqual([[visibility('public')]]);
    expect(look.ids).not.toHaveBeenCalled();
  });

  it('someone signed in with no role, on no committee: the public ones', async () => {
    expect(await documentAudience({ uid: 'u1', roles: [] }, lookup([]))).toEqual([[visibility('public')]]);
  });

  it('a member: the public and the members’ documents', async () => {
    expect(await documentAudience({ uid: 'u1', roles: ['member'] }, lookup([]))).toEqual([
      [visibility('public')],
      [visibility('members')],
    ]);
  });

  it('a committee’s member: that committee’s papers too, asked for by committee', async () => {
    const look = lookup(['green-spaces']);
    expect(await documentAudience({ uid: 'u1', roles: [] }, look)).toEqual([
      [visibility('public')],
      [visibility('committee'), { field: 'committeeId', op: '==', value: 'green-spaces' }],
    ]);
    expect(look.ids).toHaveBeenCalledWith('committeeMembers', [
      { field: 'memberUids', op: 'array-contains', value: 'u1' },
    ]);
  });

  it('editors and admins read every document: one query with no visibility condition', async () => {
    expect(await documentAudience({ uid: 'e1', roles: ['editor'] }, lookup(['x']))).toEqual([[]]);
    expect(await documentAudience({ uid: 'a1', roles: ['admin', 'member'] }, lookup([]))).toEqual([[]]);
  });
});

const stored = {
  ...contentItem({ slug: 'agm-minutes', title: 'AGM minutes' }),
  file: {
    path: 'documents/agm-minutes/abc123/agm-minutes.pdf',
    url: 'https://files.example/agm.pdf',
    contentType: 'application/pdf',
    size: 312_448,
    name: 'AGM minutes.pdf',
  },
  category: 'minutes',
  date: new Date('2026-03-12T19:00:00Z'),
  committeeId: null,
  visibility: 'public',
};

describe('documentSchema', () => {
  it('accepts a complete document, and one whose file still waits to upload', () => {
    expect(documentSchema.safeParse(stored).success).toBe(true);
    expect(documentSchema.safeParse({ ...stored, file: { ...stored.file, url: '' } }).success).toBe(true);
  });

  it('needs a file, says so plainly', () => {
    const result = documentSchema.safeParse({ ...stored, file: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please choose the file to upload.');
  });

  it('refuses committee-only without a committee, other file types and files over 20 MB', () => {
    const committee = documentSchema.safeParse({ ...stored, visibility: 'committee' });
    expect(committee.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['committeeId']);
    expect(
      documentSchema.safeParse({ ...stored, file: { ...stored.file, contentType: 'application/x-msdownload' } })
        .success,
    ).toBe(false);
    expect(documentSchema.safeParse({ ...stored, file: { ...stored.file, size: 21 * 1024 * 1024 } }).success).toBe(
      false,
    );
    expect(documentSchema.safeParse({ ...stored, category: 'letter' }).success).toBe(false);
  });
});

describe('how documents read in lists and for search engines', () => {
  it('a line of what it is, when, and its size', () => {
    const item = documentSchema.parse(stored);
    expect(documentMetaText(item)).toBe('Minutes · 12 March 2026 · PDF, 312 KB');
  });

  it('newest first, undated last', () => {
    const dated = (title: string, date: string | null) => ({ title, date: date ? new Date(date) : null });
    expect(
      sortDocuments([dated('Old', '2025-01-01'), dated('Undated', null), dated('New', '2026-05-01')]).map(
        (d) => d.title,
      ),
    ).toEqual(['New', 'Old', 'Undated']);
  });

  it('structured data: a DigitalDocument with its file', () => {
    const data = documentJsonLd(documentSchema.parse(stored), 'https://hub.example/documents/agm-minutes');
    expect(data).toMatchObject({
      '@type': 'DigitalDocument',
      name: 'AGM minutes',
      dateCreated: '2026-03-12',
      encoding: { contentUrl: 'https://files.example/agm.pdf', encodingFormat: 'application/pdf' },
    });
  });
});
