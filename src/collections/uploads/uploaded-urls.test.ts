import { describe, expect, it } from 'vitest';
import { rebaseOnUploadedUrls } from './uploaded-urls';

const waiting = {
  path: 'images/events/e1/u1.jpg',
  url: '',
  alt: 'Stalls',
  width: 2048,
  height: 1536,
  small: { path: 'images/events/e1/u1-small.jpg', url: '', width: 640, height: 480 },
};
const uploaded = {
  ...waiting,
  url: 'https://storage.test/large',
  small: { ...waiting.small, url: 'https://storage.test/small' },
};
const startsAt = new Date('2026-12-01T10:00:00Z');
const saved = { title: 'Fair', startsAt, image: waiting };

describe('saving on top of the outbox’s url save', () => {
  it('takes the addresses and the new version when they are the only change', () => {
    const current = { ...saved, startsAt: new Date(startsAt), image: uploaded, version: 5, updatedBy: 'me' };
    const edited = { ...saved, title: 'Christmas fair' };
    expect(rebaseOnUploadedUrls(edited, saved, current)).toEqual({
      values: { ...edited, image: uploaded },
      version: 5,
    });
  });

  it('keeps a picture replaced in the form since', () => {
    const current = { ...saved, image: uploaded, version: 5 };
    const replaced = { ...waiting, path: 'images/events/e1/u2.jpg' };
    expect(rebaseOnUploadedUrls({ ...saved, image: replaced }, saved, current)?.values.image).toEqual(replaced);
  });

  it('refuses when anything else changed: that is someone’s edit, shown as a conflict', () => {
    expect(rebaseOnUploadedUrls(saved, saved, { ...saved, title: 'Theirs', image: uploaded, version: 5 })).toBe(
      undefined,
    );
    expect(
      rebaseOnUploadedUrls(saved, saved, { ...saved, image: { ...uploaded, alt: 'Theirs' }, version: 5 }),
    ).toBeUndefined();
    expect(
      rebaseOnUploadedUrls(saved, saved, { ...saved, image: { ...uploaded, path: 'images/x.jpg' }, version: 5 }),
    ).toBeUndefined();
  });
});
