import { describe, expect, it } from 'vitest';
import {
  completionStep,
  describeUnsavedAddress,
  describeUploadError,
  isDocumentFileEntry,
  pointsAt,
  promoted,
  fileUploaded,
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

/** A file of the documents library: one file, the entry's main (`large`) one. */
const documentEntry = (id = 'd1') =>
  stagedEntry(
    id,
    { collection: 'documents', documentId: 'agm-minutes', field: 'file' },
    [
      {
        role: 'large',
        path: `documents/agm-minutes/${id}/minutes.pdf`,
        blob: new Blob(['%PDF-1.4 minutes']),
        contentType: 'application/pdf',
      },
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

  it('writes a document’s file url the same way: one file, no small copy', () => {
    const file = {
      path: 'documents/agm-minutes/d1/minutes.pdf',
      url: '',
      contentType: 'application/pdf',
      size: 16,
      name: 'Minutes.pdf',
    };
    const saved = { image: file, version: 3, confirmed: true };
    expect(pointsAt(documentEntry(), saved)).toBe(true);
    expect(promoted(documentEntry(), 5)).toMatchObject({ state: 'queued', nextAttemptAt: 5 });
    const done = fileUploaded(
      { ...documentEntry(), state: 'uploading' },
      'documents/agm-minutes/d1/minutes.pdf',
      'https://s/file',
    );
    expect(done.state).toBe('uploaded');
    const step = completionStep(done, saved);
    expect(step).toEqual({ kind: 'write', version: 3, image: { ...file, url: 'https://s/file' } });
    const written = step.kind === 'write' ? step.image : file;
    expect(completionStep(done, { image: written, version: 4, confirmed: true })).toEqual({ kind: 'done' });
    // Replaced by another file before this one was written: moved on.
    expect(
      completionStep(done, {
        image: { ...file, path: 'documents/agm-minutes/d2/minutes-v2.pdf' },
        version: 4,
        confirmed: true,
      }),
    ).toEqual({ kind: 'moved-on' });
  });

  it('counts waiting photos and files, not staged ones', () => {
    const queued = { ...entry(), id: 'u2', state: 'queued' as const };
    const summary = summarise([entry(), queued]);
    expect(summary).toMatchObject({ waiting: 1, waitingFiles: 0, sent: 0, total: 6 });
    expect(summary.entries.u1?.state).toBe('staged');

    const file = { ...documentEntry(), state: 'uploading' as const };
    const stagedFile = documentEntry('d2');
    const mixed = summarise([entry(), queued, file, stagedFile]);
    expect(mixed).toMatchObject({ waiting: 2, waitingFiles: 1, total: 6 + 16 });
    expect(mixed.entries.d2?.state).toBe('staged');
  });

  it('tells documents’ files from photos by their path', () => {
    expect(isDocumentFileEntry(documentEntry())).toBe(true);
    expect(isDocumentFileEntry(entry())).toBe(false);
    expect(isDocumentFileEntry(undefined)).toBe(false);
  });

  it('words errors for people, about a photo or a file', () => {
    expect(describeUploadError({ code: 'storage/unauthorized' })).toBe(
      'You do not have permission to upload this photo. Ask an administrator.',
    );
    expect(describeUploadError({ code: 'storage/unauthorized' }, entry())).toMatch(/this photo/);
    expect(describeUploadError({ code: 'storage/unauthorized' }, documentEntry())).toBe(
      'You do not have permission to upload this file. Ask an administrator.',
    );
    expect(describeUploadError({ code: 'storage/unauthenticated' }, documentEntry())).toBe(
      'Please sign in again to upload this file.',
    );
    expect(describeUploadError({ code: 'storage/quota-exceeded' }, documentEntry())).toBe(
      'The file store is full. Ask an administrator.',
    );
    expect(describeUploadError({ code: 'storage/quota-exceeded' }, entry())).toBe(
      'The photo store is full. Ask an administrator.',
    );
    expect(describeUploadError(new Error('socket hang up'), documentEntry())).toMatch(/try again/);
    expect(describeUnsavedAddress(entry())).toMatch(/^The photo is uploaded/);
    expect(describeUnsavedAddress(documentEntry())).toMatch(/^The file is uploaded/);
  });
});
