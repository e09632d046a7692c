/** The posts’ demo data. */
import { describe, expect, it } from 'vitest';
import { documentsOf as all, isDate } from '../../collections/seed/seed-test-helpers.mjs';

describe('the posts’ seed', () => {
  it('posts: at least ten; published ones have a publishedAt, drafts do not', () => {
    expect(all('posts').length).toBeGreaterThanOrEqual(10);
    for (const doc of all('posts')) {
      if (doc.status === 'published') expect(isDate(doc.publishedAt)).toBe(true);
      else expect(doc.publishedAt).toBeNull();
      expect(doc.author).toEqual({ name: expect.any(String), uid: expect.any(String) });
      // The reading time is worked out from the body (src/features/posts/post-text.ts), never stored.
      expect(doc).not.toHaveProperty('readingMinutes');
    }
  });
});
