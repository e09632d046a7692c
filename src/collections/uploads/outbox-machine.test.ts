import { describe, expect, it } from 'vitest';
import {
  BACKOFF_CAP_MS,
  backoffDelay,
  completionStep,
  describeUploadError,
  resumed,
  stagedEntry,
  started,
  summarise,
  type DocumentImage,
} from './outbox-machine';

const entry = () =>
  stagedEntry(
    'u1',
    { collection: 'posts', documentId: 'p1', field: 'image' },
    [
      { role: 'large', path: 'images/posts/p1/u1.jpg', blob: new Blob(['1234']), contentType: 'image/jpeg' },
      { role: 'small', path: 'images/posts/p1/u1-small.jpg', blob: new Blob(['12']), contentType: 'image/jpeg' },
    ],
    0,
  );

const image: DocumentImage = {
  path: 'images/posts/p1/u1.jpg',
  url: '',
  alt: 'A',
  width: 10,
  height: 10,
  small: { path: 'images/posts/p1/u1-small.jpg', url: '', width: 5, height: 5 },
};
const uploaded = () => ({
  ...entry(),
  state: 'uploaded' as const,
  files: entry().files.map((file) => ({ ...file, downloadUrl: `https://s/${file.role}` })),
});

describe('the outbox state machine', () => {
  it('backs off exponentially with a cap, spread by jitter', () => {
    expect([1, 2, 3].map((attempts) => backoffDelay(attempts))).toEqual([5_000, 10_000, 20_000]);
    expect(backoffDelay(30)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1, 0.99)).toBeGreaterThan(5_000);
    expect(backoffDelay(1, 0.99)).toBeLessThan(6_300);
  });

  it('queues an upload cut short by a reload, to ask Storage first', () => {
    const cut = {
      ...started({ ...entry(), state: 'queued' }),
      files: entry().files.map((file) => ({ ...file, sent: 3 })),
    };
    expect(resumed(cut)).toMatchObject({ state: 'queued', uncertain: true, attempts: 1 });
    expect(resumed(cut).files.every((file) => file.sent === 0)).toBe(true);
    expect(resumed(entry())).toEqual(entry());
  });

  it('writes only the url(s), only while the path matches, and is done once the server has them', () => {
    const step = completionStep(uploaded(), { image, version: 7, confirmed: true });
    expect(step).toEqual({
      kind: 'write',
      version: 7,
      image: { ...image, url: 'https://s/large', small: { ...image.small, url: 'https://s/small' } },
    });
    const written = step.kind === 'write' ? step.image : image;
    expect(completionStep(uploaded(), { image: written, version: 8, confirmed: false })).toEqual({ kind: 'wait' });
    expect(completionStep(uploaded(), { image: written, version: 8, confirmed: true })).toEqual({ kind: 'done' });
    expect(completionStep(uploaded(), { image: { ...image, path: 'other' }, version: 8, confirmed: true })).toEqual({
      kind: 'moved-on',
    });
    expect(completionStep(uploaded(), { image: null, version: 8, confirmed: true })).toEqual({ kind: 'moved-on' });
    expect(completionStep(uploaded(), undefined)).toEqual({ kind: 'moved-on' });
  });

  it('counts waiting photos, not staged ones', () => {
    const queued = { ...entry(), id: 'u2', state: 'queued' as const };
    const summary = summarise([entry(), queued]);
    expect(summary).toMatchObject({ waiting: 1, sent: 0, total: 6 });
    expect(summary.entries.u1?.state).toBe('staged');
  });

  it('words errors for people', () => {
    expect(describeUploadError({ code: 'storage/unauthorized' })).toMatch(/permission/);
    expect(describeUploadError(new Error('socket hang up'))).toMatch(/try again/);
  });
});
