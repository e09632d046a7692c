// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { ImagePreparationError, type PreparedImage } from '@/lib/prepare-image';
import { setOutboxSummary, uploadOutboxStore } from '@/stores/upload-outbox-store';
import type { ContentImage } from '../content-schema';
import type { OutboxEntry } from '../uploads/outbox-machine';
import {
  ImagePicker,
  ImageUploadDocument,
  imagePaths,
  newUploadId,
  uploadIdOf,
  type PickerOutbox,
} from './image-picker';

afterEach(cleanup);

const prepared: PreparedImage = {
  large: { blob: new Blob(['large'], { type: 'image/webp' }), width: 2048, height: 1365, contentType: 'image/webp' },
  small: { blob: new Blob(['small'], { type: 'image/webp' }), width: 640, height: 427, contentType: 'image/webp' },
  originalBytes: 4_000_000,
};

class FakeOutbox implements PickerOutbox {
  entries = new Map<string, OutboxEntry>();
  discarded: { id: string; options?: { clearDocument?: boolean } }[] = [];
  retried: string[] = [];
  documentUrl: ContentImage | null = null;
  async stage(entry: OutboxEntry) {
    this.entries.set(entry.id, entry);
  }
  async discard(id: string, options?: { clearDocument?: boolean }) {
    this.discarded.push({ id, options });
    this.entries.delete(id);
  }
  async get(id: string) {
    return this.entries.get(id);
  }
  async retryNow(id: string) {
    this.retried.push(id);
  }
  async documentImage() {
    return this.documentUrl;
  }
}

let outbox: FakeOutbox;

function Harness({
  initial = null,
  prepare = async () => prepared,
}: {
  initial?: ContentImage | null;
  prepare?: (file: Blob) => Promise<PreparedImage>;
}) {
  const [value, setValue] = useState<ContentImage | null>(initial);
  return (
    <MantineProvider>
      <ImageUploadDocument.Provider value={{ collection: 'events', documentId: 'e1' }}>
        <ImagePicker
          label="Picture"
          name="image"
          value={value}
          onChange={setValue}
          errors={{}}
          prepare={prepare}
          outbox={async () => outbox}
        />
        <output data-testid="value">{JSON.stringify(value)}</output>
      </ImageUploadDocument.Provider>
    </MantineProvider>
  );
}

const current = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as ContentImage | null;
/** The form's picture, which the test has just set. */
function chosen(): ContentImage & { small: NonNullable<ContentImage['small']> } {
  const value = current();
  if (!value?.small) throw new Error('No picture chosen');
  return { ...value, small: value.small };
}
const idOf = (path: string) => uploadIdOf(path) ?? 'none';
const photo = () => new File(['jpeg bytes'], 'fair.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  outbox = new FakeOutbox();
  setOutboxSummary({ waiting: 0, sent: 0, total: 0, entries: {} });
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
});

async function choose(file: File = photo()) {
  fireEvent.change(screen.getByLabelText('Picture: choose a photo'), { target: { files: [file] } });
  await waitFor(() => expect(current()).not.toBeNull());
}

describe('the image picker', () => {
  it('keeps a chosen photo in the outbox and gives the form its paths, sizes and an empty url', async () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeTruthy();
    expect(screen.getByText('Choose a photo, drag one here, or paste one.')).toBeTruthy();
    await choose();

    const [entry] = [...outbox.entries.values()];
    expect(entry).toMatchObject({
      state: 'staged',
      target: { collection: 'events', documentId: 'e1', field: 'image' },
    });
    const value = current();
    expect(value).toEqual({
      path: `images/events/e1/${entry?.id}.webp`,
      url: '',
      alt: '',
      width: 2048,
      height: 1365,
      small: { path: `images/events/e1/${entry?.id}-small.webp`, url: '', width: 640, height: 427 },
    });
    expect(entry?.files.map((file) => [file.role, file.path, file.contentType])).toEqual([
      ['large', value?.path, 'image/webp'],
      ['small', value?.small?.path, 'image/webp'],
    ]);
    // A preview from this device, and the description the form requires.
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe('blob:preview'));
    expect(screen.getByText('Uploads once you save.')).toBeTruthy();
    // The description comes next, so it has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Describe the photo/)));
    fireEvent.change(screen.getByLabelText(/Describe the photo/), { target: { value: 'Stalls on the green' } });
    expect(current()?.alt).toBe('Stalls on the green');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Stalls on the green');
  });

  it('says plainly when a file is not a picture it can use', async () => {
    render(
      <Harness
        prepare={async () => {
          throw new ImagePreparationError(
            'This file is not a picture we can open. Please choose a JPEG, PNG or WebP photo.',
          );
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Picture: choose a photo'), { target: { files: [photo()] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This file is not a picture we can open.');
    expect(current()).toBeNull();
    expect(outbox.entries.size).toBe(0);
  });

  it('takes a dropped or pasted photo', async () => {
    render(<Harness />);
    fireEvent.drop(screen.getByTestId('image-drop-image'), { dataTransfer: { files: [photo()] } });
    await waitFor(() => expect(outbox.entries.size).toBe(1));
    const first = current()?.path;

    // Pasting another before saving replaces it: the first, never saved, is forgotten.
    const staged = { id: idOf(chosen().path) };
    setOutboxSummary({
      waiting: 0,
      sent: 0,
      total: 0,
      entries: {
        [staged.id]: { id: staged.id, state: 'staged', sent: 0, total: 10, lastError: null, nextAttemptAt: 0 },
      },
    });
    fireEvent.paste(screen.getByRole('group'), { clipboardData: { files: [photo()] } });
    await waitFor(() => expect(current()?.path).not.toBe(first));
    expect(outbox.discarded).toEqual([{ id: staged.id, options: { clearDocument: false } }]);
  });

  it('shows each waiting photo’s progress, its problem, and lets it be tried again or discarded', async () => {
    render(<Harness />);
    await choose();
    const id = idOf(chosen().path);
    const progress = (state: OutboxEntry['state'], sent: number, lastError: string | null = null) =>
      act(async () =>
        setOutboxSummary({
          waiting: 1,
          sent,
          total: 200,
          entries: { [id]: { id, state, sent, total: 200, lastError, nextAttemptAt: 0 } },
        }),
      );
    await progress('queued', 0);
    expect(screen.getByText('Waiting to upload. It will go when there is a connection.')).toBeTruthy();
    await progress('uploading', 100);
    expect(screen.getByText('Uploading… 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    await progress(
      'failed',
      0,
      'The upload did not finish, probably because the connection dropped. It will try again.',
    );
    expect(screen.getByText(/connection dropped/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(outbox.retried).toEqual([id]));

    fireEvent.click(screen.getByRole('button', { name: 'Discard photo' }));
    await waitFor(() => expect(current()).toBeNull());
    expect(outbox.discarded).toEqual([{ id, options: { clearDocument: false } }]);
  });

  it('takes the download url into the form once the upload is done', async () => {
    render(<Harness />);
    await choose();
    const value = chosen();
    const id = idOf(value.path);
    await act(async () =>
      setOutboxSummary({
        waiting: 0,
        sent: 0,
        total: 0,
        entries: { [id]: { id, state: 'uploaded', sent: 10, total: 10, lastError: null, nextAttemptAt: 0 } },
      }),
    );
    outbox.documentUrl = {
      ...value,
      url: 'https://storage.test/large',
      small: { ...value.small, url: 'https://storage.test/small' },
    };
    await act(async () => setOutboxSummary({ waiting: 0, sent: 0, total: 0, entries: {} }));
    await waitFor(() => expect(current()?.url).toBe('https://storage.test/large'));
    expect(current()?.small?.url).toBe('https://storage.test/small');
    expect(uploadOutboxStore.waiting).toBe(0);
  });

  it('shows an uploaded or seed picture as it is, with Replace and Remove', async () => {
    const seed: ContentImage = {
      path: 'seed/fair.jpg',
      url: '/images/fair.jpg',
      alt: 'The fair',
      width: 800,
      height: 600,
    };
    render(<Harness initial={seed} />);
    expect(screen.getByRole('img', { name: 'The fair' }).getAttribute('src')).toBe('/images/fair.jpg');
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(current()).toBeNull());
    expect(outbox.discarded).toEqual([]);
  });
});

describe('paths and ids', () => {
  it('builds Storage paths under the document, and reads the upload id back', () => {
    const paths = imagePaths({ collection: 'clubs', documentId: 'c9', field: 'logo' }, 'u1', {
      ...prepared,
      large: { ...prepared.large, contentType: 'image/jpeg' },
    });
    expect(paths).toEqual({ large: 'images/clubs/c9/u1.jpg', small: 'images/clubs/c9/u1-small.webp' });
    expect(uploadIdOf(paths.large)).toBe('u1');
    expect(uploadIdOf('seed/fair.jpg')).toBeUndefined();
    expect(newUploadId()).toMatch(/^[a-z0-9]{16}$/);
  });

  it("names a person's photo as firestore.rules lets users/{uid}.photo name it (storage.rules uploads only those)", () => {
    const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
    const uid = 'k3Xq9uid';
    const pattern = (what: 'path' | 'small.path') => {
      const found = new RegExp(
        `d\\.photo\\.${what.replace('.', '\\.')}\\.matches\\('images/users/' \\+ uid \\+ '/([^']+)'\\)`,
      ).exec(rules);
      if (!found?.[1]) throw new Error(`firestore.rules: the photo's ${what} pattern is not found`);
      return new RegExp(`^images/users/${uid}/(?:${found[1]})$`);
    };
    for (const contentType of ['image/jpeg', 'image/webp'] as const) {
      const paths = imagePaths({ collection: 'users', documentId: uid, field: 'photo' }, newUploadId(), {
        ...prepared,
        large: { ...prepared.large, contentType },
        small: { ...prepared.small, contentType },
      });
      expect(paths.large).toMatch(pattern('path'));
      expect(paths.small).toMatch(pattern('small.path'));
    }
  });
});
