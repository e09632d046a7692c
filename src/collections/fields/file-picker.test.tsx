// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { documentUploadIdOf, type DocumentFile } from './document-file';
import { contentTypeOf, displayName, FilePicker, type PickedFile } from './file-picker';
import { showEntry, showNoEntries, uploadFieldFixture } from './upload-picker-harness';

const field = uploadFieldFixture<DocumentFile, PickedFile>();

function renderPicker({ initial = null, open = true }: { initial?: DocumentFile | null; open?: boolean } = {}) {
  field.render(
    (value, onChange) => (
      <FilePicker
        label="The file"
        name="file"
        value={value}
        onChange={onChange}
        errors={{}}
        outbox={async () => field.outbox()}
      />
    ),
    { initial, document: open ? { collection: 'documents', documentId: 'agm-minutes' } : null },
  );
}

const { current, chosen } = field;
const idOf = (path: string) => documentUploadIdOf(path) ?? 'none';
const pdf = (name = 'AGM minutes, 2025.pdf', bytes = 2_400_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** A file of `size` bytes as the input reports it, without making the bytes (25 MB in a test is slow). */
function sized(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const uploaded: DocumentFile = {
  path: 'documents/agm-minutes/abc123/agm-minutes-2024.pdf',
  url: 'https://storage.test/agm-2024',
  contentType: 'application/pdf',
  size: 41_000,
  name: 'AGM minutes 2024.pdf',
};

async function choose(file: File = pdf()) {
  fireEvent.change(screen.getByLabelText('The file: choose a file'), { target: { files: [file] } });
  await waitFor(() => expect(current()?.path).toMatch(/^documents\//));
}

describe('the file picker', () => {
  it('keeps a chosen file in the outbox as one main file and gives the form its path, type, size and name', async () => {
    renderPicker();
    expect(screen.getByRole('group', { name: 'The file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(screen.getByText(/^Choose a file, drag one here, or paste one\./)).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('The file: choose a file');
    expect(input.accept).toContain('application/pdf');
    expect(input.accept).toContain('.docx');
    await choose();

    const [entry] = [...field.outbox().entries.values()];
    expect(entry).toMatchObject({
      state: 'staged',
      target: { collection: 'documents', documentId: 'agm-minutes', field: 'file' },
    });
    expect(entry?.id).toMatch(/^[a-z0-9]{16}$/);
    const value = chosen();
    expect(value).toEqual({
      path: `documents/agm-minutes/${entry?.id}/AGM-minutes-2025.pdf`,
      url: '',
      contentType: 'application/pdf',
      size: 2_400_000,
      name: 'AGM minutes, 2025.pdf',
    });
    expect(entry?.files).toHaveLength(1);
    expect(entry?.files.map((file) => [file.role, file.path, file.contentType, file.blob.size])).toEqual([
      ['large', value.path, 'application/pdf', 2_400_000],
    ]);
    expect(idOf(value.path)).toBe(entry?.id);

    // Shown as name · kind · size, waiting for the save.
    expect(screen.getByTestId('file-chosen-file').textContent).toBe('AGM minutes, 2025.pdf · PDF · 2.4 MB');
    expect(screen.getByText('Uploads once you save.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard file' })).toBeTruthy();
  });

  it('refuses a program or a file over 20 MB on the device, saying why, and stages nothing', async () => {
    renderPicker();
    fireEvent.change(screen.getByLabelText('The file: choose a file'), {
      target: { files: [sized('setup.exe', 'application/x-msdownload', 300_000)] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This kind of file cannot be uploaded. Use a PDF, a Word or OpenDocument file');

    fireEvent.change(screen.getByLabelText('The file: choose a file'), {
      target: { files: [sized('annual-report.pdf', 'application/pdf', 25 * 1024 * 1024)] },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This file is larger than 20 MB. Please make it smaller first.',
      ),
    );
    expect(current()).toBeNull();
    expect(field.outbox().entries.size).toBe(0);

    // A file it can use clears the message.
    await choose();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a pasted file’s kind and size in words', async () => {
    renderPicker();
    const sheet = new File(['a,b'], 'Budget.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.paste(screen.getByRole('group', { name: 'The file' }), { clipboardData: { files: [sheet] } });
    await waitFor(() => expect(current()).toMatchObject({ name: 'Budget.xlsx', size: 3 }));
    expect(screen.getByTestId('file-chosen-file').textContent).toBe('Budget.xlsx · Spreadsheet · 3 bytes');
  });

  it('says the document is updated once the file is up, then links to it and offers no discard', async () => {
    renderPicker();
    await choose();
    const value = chosen();
    await showEntry(idOf(value.path), 'uploaded', { sent: 200 });
    expect(screen.getByText('Uploaded. Updating the document…')).toBeTruthy();
    field.outbox().documentValue = { ...value, url: 'https://storage.test/minutes' };
    await showNoEntries();
    await waitFor(() => expect(current()).toEqual({ ...value, url: 'https://storage.test/minutes' }));
    // Now a link to the uploaded file, which can only be replaced (a document needs its file).
    expect(screen.getByRole('link', { name: value.name }).getAttribute('href')).toBe('https://storage.test/minutes');
    expect(screen.queryByRole('button', { name: 'Discard file' })).toBeNull();
  });

  it('replaces an uploaded file with a new value, and discarding the new one goes back to it', async () => {
    renderPicker({ initial: uploaded });
    expect(screen.getByTestId('file-chosen-file').textContent).toBe('AGM minutes 2024.pdf · PDF · 41 KB');
    expect(screen.getByRole('link', { name: 'AGM minutes 2024.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Discard|Remove/ })).toBeNull();

    await choose(pdf('AGM minutes 2024 (corrected).pdf', 42_000));
    // The new value arrives after the file is read; under load that is a moment after the choice.
    await waitFor(() => expect(chosen().path).not.toBe(uploaded.path));
    const replacement = chosen();
    expect(replacement.path).toMatch(/^documents\/agm-minutes\/[a-z0-9]{16}\/AGM-minutes-2024-corrected\.pdf$/);
    expect(
      screen.getByText(
        'Replaces AGM minutes 2024.pdf when you save. The earlier file stays in this document’s history.',
      ),
    ).toBeTruthy();
    // The uploaded file is not the outbox's to forget: it stays in Storage for the revision history.
    expect(field.outbox().discarded).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Discard file' }));
    await waitFor(() => expect(current()).toEqual(uploaded));
    expect(field.outbox().discarded).toEqual([{ id: idOf(replacement.path), options: { clearDocument: false } }]);
  });

  it('says when a waiting file is uploading from another device', async () => {
    const elsewhere: DocumentFile = { ...uploaded, path: 'documents/agm-minutes/zzz999/minutes.pdf', url: '' };
    renderPicker({ initial: elsewhere });
    expect(await screen.findByText(/This file is not on this device/)).toBeTruthy();
    expect(screen.queryByText('Uploads once you save.')).toBeNull();
  });

  it('waits for the document to be open before files can be chosen', () => {
    renderPicker({ open: false });
    expect(screen.getByText('Files can be added once this document is open for editing.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a file' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('a chosen file’s type and name', () => {
  it('takes the browser’s type, or the extension’s when the browser has none', () => {
    expect(contentTypeOf({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(contentTypeOf({ name: 'Minutes.ODT', type: '' })).toBe('application/vnd.oasis.opendocument.text');
    expect(contentTypeOf({ name: 'list.csv', type: 'application/octet-stream' })).toBe('text/csv');
    expect(contentTypeOf({ name: 'setup.exe', type: '' })).toBe('');
    expect(contentTypeOf({ name: 'README', type: '' })).toBe('');
  });

  it('keeps the name on one line and at most 200 characters, with its extension', () => {
    expect(displayName('  Minutes\n2025.pdf ')).toBe('Minutes 2025.pdf');
    expect(displayName('\u202Egpj.exe')).toBe('gpj.exe');
    const long = displayName(`${'a'.repeat(250)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('a.docx')).toBe(true);
    expect(displayName('\n')).toBe('document');
  });
});
