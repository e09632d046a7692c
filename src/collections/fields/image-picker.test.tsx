// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ImagePreparationError, type PreparedImage } from '@/lib/prepare-image';
import type { ContentImage } from '../content-schema';
import { ImagePicker, imagePaths, newUploadId, uploadIdOf } from './image-picker';
import { showEntry, showNoEntries, uploadFieldFixture } from './upload-picker-harness';

const prepared: PreparedImage = {
  large: { blob: new Blob(['large'], { type: 'image/webp' }), width: 2048, height: 1365, contentType: 'image/webp' },
  small: { blob: new Blob(['small'], { type: 'image/webp' }), width: 640, height: 427, contentType: 'image/webp' },
  originalBytes: 4_000_000,
};

const field = uploadFieldFixture<ContentImage>();

function renderPicker({
  initial = null,
  prepare = async () => prepared,
}: {
  initial?: ContentImage | null;
  prepare?: (file: Blob) => Promise<PreparedImage>;
} = {}) {
  field.render(
    (value, onChange) => (
      <ImagePicker
        label="Picture"
        name="image"
        value={value}
        onChange={onChange}
        errors={{}}
        prepare={prepare}
        outbox={async () => field.outbox()}
      />
    ),
    { initial, document: { collection: 'events', documentId: 'e1' } },
  );
}

const { current } = field;
/** The form's picture, which the test has just set. */
function chosen(): ContentImage & { small: NonNullable<ContentImage['small']> } {
  const value = field.chosen();
  if (!value.small) throw new Error('No small copy');
  return { ...value, small: value.small };
}
const idOf = (path: string) => uploadIdOf(path) ?? 'none';
const photo = () => new File(['jpeg bytes'], 'fair.jpg', { type: 'image/jpeg' });

async function choose(file: File = photo()) {
  fireEvent.change(screen.getByLabelText('Picture: choose a photo'), { target: { files: [file] } });
  await waitFor(() => expect(current()).not.toBeNull());
}

describe('the image picker', () => {
  it('keeps a chosen photo in the outbox and gives the form its paths, sizes and an empty url', async () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeTruthy();
    expect(screen.getByText('Choose a photo, drag one here, or paste one.')).toBeTruthy();
    await choose();

    const [entry] = [...field.outbox().entries.values()];
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
    renderPicker({
      prepare: async () => {
        throw new ImagePreparationError(
          'This file is not a picture we can open. Please choose a JPEG, PNG or WebP photo.',
        );
      },
    });
    fireEvent.change(screen.getByLabelText('Picture: choose a photo'), { target: { files: [photo()] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This file is not a picture we can open.');
    expect(current()).toBeNull();
    expect(field.outbox().entries.size).toBe(0);
  });

  it('takes only pictures from what is dropped or pasted', async () => {
    renderPicker();
    const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(screen.getByTestId('image-drop-image'), { dataTransfer: { files: [notes, photo()] } });
    await waitFor(() => expect(field.outbox().entries.size).toBe(1));
    expect([...field.outbox().entries.values()][0]?.target.field).toBe('image');
    fireEvent.paste(screen.getByRole('group'), { clipboardData: { files: [notes] } });
    expect(field.outbox().entries.size).toBe(1);
  });

  it('discards a waiting photo, and says the page is updated once it is up', async () => {
    renderPicker();
    await choose();
    const id = idOf(chosen().path);
    await showEntry(id, 'uploaded', { sent: 200 });
    expect(screen.getByText('Uploaded. Updating the page…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard photo' }));
    await waitFor(() => expect(current()).toBeNull());
    expect(field.outbox().discarded).toEqual([{ id, options: { clearDocument: false } }]);
  });

  it('takes the download urls of both copies into the form once the upload is done', async () => {
    renderPicker();
    await choose();
    const value = chosen();
    await showEntry(idOf(value.path), 'uploaded', { sent: 10, total: 10 });
    field.outbox().documentValue = {
      ...value,
      url: 'https://storage.test/large',
      small: { ...value.small, url: 'https://storage.test/small' },
    };
    await showNoEntries();
    await waitFor(() => expect(current()?.url).toBe('https://storage.test/large'));
    expect(current()?.small?.url).toBe('https://storage.test/small');
  });

  it('shows an uploaded or seed picture as it is, with Replace and Remove', async () => {
    const seed: ContentImage = {
      path: 'seed/fair.jpg',
      url: '/images/fair.jpg',
      alt: 'The fair',
      width: 800,
      height: 600,
    };
    renderPicker({ initial: seed });
    expect(screen.getByRole('img', { name: 'The fair' }).getAttribute('src')).toBe('/images/fair.jpg');
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(current()).toBeNull());
    expect(field.outbox().discarded).toEqual([]);
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
