// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UploadPicker } from './upload-picker';
import { showEntry, showNoEntries, uploadFieldFixture } from './upload-picker-harness';
import { newUploadId, useUploadPicker } from './use-upload-picker';

/** The smallest picker on the core: a plain-text note, its own words, refused when its name says "bad". */
interface Note {
  path: string;
  url: string;
  text: string;
}

const noteIdOf = (path: string) => /^notes\/[^/]+\/([a-z0-9]+)\.txt$/.exec(path)?.[1];

function NotePicker({ value, onChange }: { value: Note | null; onChange: (value: Note | null) => void }) {
  const picker = useUploadPicker({
    name: 'note',
    value,
    onChange,
    outbox: async () => field.outbox(),
    uploadIdOf: noteIdOf,
    takeUploaded: (current, uploaded) => ({ ...current, url: uploaded.url }),
    problemOf: (error) => `Not kept: ${String(error)}`,
    previewOf: (entry) => entry.files[0]?.blob,
  });
  return (
    <UploadPicker
      label="Note"
      picker={picker}
      words={{
        choose: 'Choose a note',
        replace: 'Replace note',
        chooseInput: 'choose a note',
        hint: 'Any text file.',
        notOpen: 'Notes come once the item is open.',
        busy: 'Reading the note…',
        missing: 'The note is on another device.',
        uploaded: 'Uploaded. Updating the item…',
        refused: 'This note cannot be used',
      }}
      chooseIcon={null}
      accept="text/plain"
      onFiles={(files) => {
        const file = files?.[0];
        if (!file) return;
        void picker.keep(async (id, target) => {
          if (file.name.includes('bad')) throw new Error('a bad note');
          const path = `notes/${target.documentId}/${id}.txt`;
          return {
            files: [{ role: 'large', path, blob: file, contentType: 'text/plain' }],
            value: () => ({ path, url: '', text: file.name }),
          };
        });
      }}
      testIds={{ input: 'note-input', drop: 'note-drop' }}
      shown={picker.preview && <img src={picker.preview} alt="The note from this device" />}
      removeLabel={value ? 'Remove note' : null}
      onRemove={() => void picker.remove(picker.replaced)}
      fieldError="The field's own message"
    />
  );
}

const field = uploadFieldFixture<Note>();

function renderPicker({ initial = null, open = true }: { initial?: Note | null; open?: boolean } = {}) {
  field.render((value, onChange) => <NotePicker value={value} onChange={onChange} />, {
    initial,
    document: open ? { collection: 'notes', documentId: 'n1' } : null,
  });
}

const { current, chosen } = field;
const idOf = (note: Note) => noteIdOf(note.path) ?? 'none';
const note = (name = 'shopping.txt') => new File(['eggs'], name, { type: 'text/plain' });
const uploaded: Note = { path: 'notes/n1/old111.txt', url: 'https://storage.test/old', text: 'old.txt' };

async function choose(file: File = note()) {
  const before = current()?.path;
  fireEvent.change(screen.getByLabelText('Note: choose a note'), { target: { files: [file] } });
  await waitFor(() => expect(current()?.path).not.toBe(before));
}

describe('the upload picker core', () => {
  it('stages a chosen file under the open document and puts the picker’s value in the form', async () => {
    renderPicker();
    expect(screen.getByRole('group', { name: 'Note' })).toBeTruthy();
    expect(screen.getByText('Any text file.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Note: choose a note').accept).toBe('text/plain');
    expect(screen.getByText("The field's own message")).toBeTruthy();
    await choose();

    const [entry] = [...field.outbox().entries.values()];
    expect(entry).toMatchObject({ state: 'staged', target: { collection: 'notes', documentId: 'n1', field: 'note' } });
    expect(chosen()).toEqual({ path: `notes/n1/${entry?.id}.txt`, url: '', text: 'shopping.txt' });
    expect(entry?.files.map((file) => file.path)).toEqual([chosen().path]);
    // Its preview from this device, and the words for a file that uploads with the save.
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe('blob:preview'));
    expect(screen.getByText('Uploads once you save.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace note' })).toBeTruthy();
  });

  it('says why a file could not be kept, and stages nothing', async () => {
    renderPicker();
    fireEvent.change(screen.getByLabelText('Note: choose a note'), { target: { files: [note('bad.txt')] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This note cannot be used');
    expect(alert.textContent).toContain('Not kept: Error: a bad note');
    expect(current()).toBeNull();
    expect(field.outbox().entries.size).toBe(0);
    await choose();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes dropped and pasted files; a second before saving forgets the first', async () => {
    renderPicker();
    fireEvent.drop(screen.getByTestId('note-drop'), { dataTransfer: { files: [note('first.txt')] } });
    await waitFor(() => expect(field.outbox().entries.size).toBe(1));
    const first = chosen();
    const id = idOf(first);
    await showEntry(id, 'staged', { total: 4 });
    fireEvent.paste(screen.getByRole('group', { name: 'Note' }), { clipboardData: { files: [note('second.txt')] } });
    await waitFor(() => expect(current()?.path).not.toBe(first.path));
    expect(chosen().text).toBe('second.txt');
    expect(field.outbox().discarded).toEqual([{ id, options: { clearDocument: false } }]);
  });

  it('says each state of the upload in words, with progress, and can try again or remove it', async () => {
    renderPicker();
    await choose();
    const id = idOf(chosen());
    await showEntry(id, 'queued');
    expect(screen.getByText('Waiting to upload. It will go when there is a connection.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await showEntry(id, 'uploading', { sent: 100 });
    expect(screen.getByText('Uploading… 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    await showEntry(id, 'failed');
    expect(screen.getByText('The upload did not finish. It will try again.')).toBeTruthy();
    await showEntry(id, 'failed', { lastError: 'You do not have permission to upload this file.' });
    expect(screen.getByText('You do not have permission to upload this file.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(field.outbox().retried).toEqual([id]));
    await showEntry(id, 'uploaded', { sent: 200 });
    expect(screen.getByText('Uploaded. Updating the item…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again now' })).toBeNull();
    expect(screen.getAllByRole('status').some((status) => status.getAttribute('aria-live') === 'polite')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove note' }));
    await waitFor(() => expect(current()).toBeNull());
    expect(field.outbox().discarded).toEqual([{ id, options: { clearDocument: false } }]);
    expect(screen.getByRole('button', { name: 'Choose a note' })).toBeTruthy();
  });

  it('takes the document’s address into the form once the upload is done', async () => {
    renderPicker();
    await choose();
    const value = chosen();
    await showEntry(idOf(value), 'uploaded', { sent: 200 });
    field.outbox().documentValue = { ...value, url: 'https://storage.test/note' };
    await showNoEntries();
    await waitFor(() => expect(current()).toEqual({ ...value, url: 'https://storage.test/note' }));
  });

  it('keeps the uploaded value a new one replaces, so removing the new one can go back to it', async () => {
    renderPicker({ initial: uploaded });
    await choose();
    // The uploaded file is not the outbox's to forget.
    expect(field.outbox().discarded).toEqual([]);
    const replacement = chosen();
    fireEvent.click(screen.getByRole('button', { name: 'Remove note' }));
    await waitFor(() => expect(current()).toEqual(uploaded));
    expect(field.outbox().discarded).toEqual([{ id: idOf(replacement), options: { clearDocument: false } }]);
  });

  it('says when a waiting file is on another device, and shows no progress for it', async () => {
    renderPicker({ initial: { ...uploaded, path: 'notes/n1/zzz999.txt', url: '' } });
    expect(await screen.findByText('The note is on another device.')).toBeTruthy();
    expect(screen.queryByText('Uploads once you save.')).toBeNull();
  });

  it('waits for the document to be open, and ignores a file dropped before', async () => {
    renderPicker({ open: false });
    expect(screen.getByText('Notes come once the item is open.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a note' }).hasAttribute('disabled')).toBe(true);
    fireEvent.drop(screen.getByTestId('note-drop'), { dataTransfer: { files: [note()] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field.outbox().entries.size).toBe(0);
    expect(current()).toBeNull();
  });

  it('makes upload ids of 16 lower-case letters and digits', () => {
    expect(newUploadId()).toMatch(/^[a-z0-9]{16}$/);
    expect(newUploadId((size) => new Uint8Array(size).fill(36 + 1))).toBe('b'.repeat(16));
  });
});
