// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import { resetKeptDocumentsStoreForTests } from '@/stores/kept-documents-store';
import {
  forgetKeptDocuments,
  keepDocument,
  keepInputOf,
  resetKeptDocumentsForTests,
  type KeepableDocument,
} from './kept-documents';
import { KeepOfflineButton, KeptDocumentsList, OpenDocumentButton } from './kept-documents-view';

/**
 * The "Keep offline" button, the file's link and the list of kept documents, on a real IndexedDB
 * (fake-indexeddb). The network is a stand-in (fetch), as is the browser's tab opening (a link's click).
 */

// Node's Blob, which IndexedDB's structured clone keeps (happy-dom's own comes back as a plain object).
vi.stubGlobal('Blob', NodeBlob);

const PDF_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo/o/documents%2Fdoc-1%2Fu1%2Fminutes.pdf?alt=media&token=a';
const WORD_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo/o/documents%2Fdoc-2%2Fu1%2Fform.docx?alt=media&token=b';
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const minutes: KeepableDocument = {
  id: 'doc-1',
  slug: 'minutes-march',
  title: 'Minutes, March',
  file: {
    path: 'documents/doc-1/u1/minutes.pdf',
    url: PDF_URL,
    contentType: 'application/pdf',
    size: 2_400_000,
    name: 'Minutes.pdf',
  },
};
const form: KeepableDocument = {
  id: 'doc-2',
  slug: 'membership-form',
  title: 'Membership form',
  file: {
    path: 'documents/doc-2/u1/form.docx',
    url: WORD_URL,
    contentType: WORD,
    size: 41_000,
    name: 'Membership form.docx',
  },
};

const served: Record<string, number> = { [PDF_URL]: 2_400_000, [WORD_URL]: 41_000 };
const fetchFile = vi.fn(async (input: RequestInfo | URL) => {
  const size = served[String(input)];
  if (size === undefined) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(size), { headers: { 'content-length': String(size) } });
});

async function keep(document: KeepableDocument) {
  const input = keepInputOf(document);
  if (!input || !document.file) throw new Error('no file');
  await keepDocument(input, document.file.url, { fetch: fetchFile as unknown as typeof fetch });
}

beforeEach(async () => {
  await forgetKeptDocuments();
  resetKeptDocumentsForTests();
  resetKeptDocumentsStoreForTests();
  vi.stubGlobal('fetch', fetchFile);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  fetchFile.mockClear();
});

afterEach(() => {
  cleanup();
});

describe('KeepOfflineButton', () => {
  it('keeps the document, says so, and removes it again', async () => {
    renderInRouter(<KeepOfflineButton document={minutes} />);
    expect(screen.getByText('Saves the file (2.4 MB) on this device, so it opens with no signal.')).toBeTruthy();
    const keepButton = await screen.findByRole('button', { name: 'Keep offline' });
    await waitFor(() => expect((keepButton as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(keepButton);
    // Keeping writes to IndexedDB and the Cache API: slower than findBy's default second on a busy machine.
    expect(await screen.findByText('Kept on this device', {}, { timeout: 5_000 })).toBeTruthy();
    expect(fetchFile).toHaveBeenCalledWith(PDF_URL, { mode: 'cors', credentials: 'omit' });

    // "Kept on this device" shows as the store learns of the file, a moment before the keeping ends and
    // Remove is enabled: a click in that moment would be ignored.
    const removeButton = screen.getByRole('button', { name: 'Remove “Minutes, March” from this device' });
    await waitFor(() => expect((removeButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(removeButton);
    expect(await screen.findByRole('button', { name: 'Keep offline' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('Kept on this device')).toBeNull();
  });

  it('cannot keep a file still uploading', async () => {
    const waiting = { ...minutes, file: minutes.file && { ...minutes.file, url: '' } };
    renderInRouter(<KeepOfflineButton document={waiting} />);
    const keepButton = screen.getByRole('button', { name: 'Keep offline' }) as HTMLButtonElement;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(keepButton.disabled).toBe(true);
    expect(screen.getByText('You can keep it on this device once the file has finished uploading.')).toBeTruthy();
  });

  it('says to connect when there is no signal', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderInRouter(<KeepOfflineButton document={minutes} />);
    const keepButton = screen.getByRole('button', { name: 'Keep offline' }) as HTMLButtonElement;
    await waitFor(() => expect(keepButton.disabled).toBe(false));
    fireEvent.click(keepButton);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Connect to the internet to keep this document on this device.');
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('offers the new version when an older one is kept', async () => {
    await keep(minutes);
    const replaced = {
      ...minutes,
      file: minutes.file && { ...minutes.file, path: 'documents/doc-1/u2/minutes.pdf' },
    };
    renderInRouter(<KeepOfflineButton document={replaced} />);
    expect(await screen.findByRole('button', { name: 'Keep the new version' })).toBeTruthy();
    expect(screen.getByText('This device keeps an older version of this document.')).toBeTruthy();
  });
});

describe('OpenDocumentButton', () => {
  it('opens a PDF in a new tab and downloads a Word document under its name', () => {
    renderInRouter(
      <>
        <OpenDocumentButton document={minutes} />
        <OpenDocumentButton document={form} />
      </>,
    );
    const pdf = screen.getByRole('link', { name: 'Open PDF (2.4 MB), opens in a new tab' });
    expect(pdf.getAttribute('href')).toBe(PDF_URL);
    expect(pdf.getAttribute('target')).toBe('_blank');
    const word = screen.getByRole('link', { name: 'Download Word document (41 KB)' });
    expect(word.getAttribute('href')).toBe(WORD_URL);
    expect(word.getAttribute('download')).toBe('Membership form.docx');
  });

  it('uses the copy kept on this device', async () => {
    await keep(minutes);
    renderInRouter(<OpenDocumentButton document={minutes} />);
    const link = screen.getByRole('link', { name: 'Open PDF (2.4 MB), opens in a new tab' });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^blob:/));
  });

  it('says the file is still uploading', () => {
    renderInRouter(<OpenDocumentButton document={{ ...form, file: form.file && { ...form.file, url: '' } }} />);
    expect((screen.getByRole('button', { name: 'Download Word document (41 KB)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('The file is still uploading. Please try again later.')).toBeTruthy();
  });
});

describe('KeptDocumentsList', () => {
  it('says when nothing is kept', async () => {
    renderInRouter(<KeptDocumentsList />);
    expect(await screen.findByText(/^No documents are kept on this device\./)).toBeTruthy();
  });

  it('lists what is kept with sizes and total, opens and removes', async () => {
    await keep(minutes);
    await keep(form);
    renderInRouter(<KeptDocumentsList />);
    const list = await screen.findByRole('list', { name: 'Documents kept on this device' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Membership form',
      'Minutes, March',
    ]);
    expect(within(list).getByRole('link', { name: 'Minutes, March' }).getAttribute('href')).toBe(
      '/documents/minutes-march',
    );
    expect(items[0]?.textContent).toContain('Word document · 41 KB');
    expect(items[1]?.textContent).toContain('PDF · 2.4 MB');
    expect(screen.getByText('2 documents kept, 2.4 MB in all.')).toBeTruthy();

    // Opening takes the kept file, with no network.
    const clicked: { href: string; target: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, target: this.target, download: this.download });
    });
    fetchFile.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Open “Membership form”' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.href).toMatch(/^blob:/);
    expect(clicked[0]?.download).toBe('Membership form.docx');
    expect(fetchFile).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove “Minutes, March” from this device' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Minutes, March' })).toBeNull());
    expect(screen.getByText('1 document kept, 41 KB in all.')).toBeTruthy();
  });
});
