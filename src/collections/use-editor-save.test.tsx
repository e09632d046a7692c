// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { MemoryRouter } from 'react-router';
import { flushStored } from '@/stores/persistence';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import { notesTestDefinition } from './notes-test-definition';
import { rememberSave, resetSignedOutForTests } from './editor-drafts';
import { useEditorSave } from './use-editor-save';

const definition = notesTestDefinition;
const uid = 'editor-uid';
const id = 'note-created-here';

/** The server's copy of the item our first save created: version 1, by us. */
const serverCopy = {
  id,
  title: 'A new note',
  summary: '',
  body: '',
  image: null,
  tags: [],
  slug: 'a-new-note',
  status: 'draft',
  publishAt: null,
  version: 1,
  createdBy: uid,
  updatedBy: uid,
  createdAt: new Date(0),
  updatedAt: new Date(0),
} as unknown as Parsed<BaseContent>;

function openEditor(state: unknown, serverItem: Parsed<BaseContent> | 'unknown') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[{ pathname: `/dashboard/notes/${id}`, state }]}>{children}</MemoryRouter>
  );
  return renderHook(
    () =>
      useEditorSave({
        definition,
        id,
        isNew: false,
        uid,
        item: serverCopy as never,
        serverItem: serverItem as never,
        hasPendingWrites: false,
      }),
    { wrapper },
  );
}

beforeEach(async () => {
  await flushStored();
  await clear();
  resetSignedOutForTests();
});
afterEach(cleanup);

describe('the editor that opens at a new item’s address after its first save', () => {
  it('says "Saved" when the server’s copy is there before the device’s record of the save is read', async () => {
    // The editor moved here while the write was in flight; the server answered before IndexedDB did.
    await rememberSave(definition.path, id, uid, { values: {}, baseVersion: null, savedAt: 1 });
    const { result } = openEditor({ createdHere: true }, serverCopy);
    await waitFor(() => expect(result.current.saveState.kind).toBe('saved'));
  });

  it('says "Saved" when the first editor already saw the write arrive and forgot it', async () => {
    const { result } = openEditor({ createdHere: true }, serverCopy);
    await waitFor(() => expect(result.current.saveState.kind).toBe('saved'));
  });

  it('stays "Saving…" while the server has not got the write', async () => {
    await rememberSave(definition.path, id, uid, { values: {}, baseVersion: null, savedAt: 1 });
    const { result } = openEditor({ createdHere: true }, 'unknown');
    await waitFor(() => expect(result.current.saveState.kind).toBe('pending'));
  });

  it('says nothing for an item simply opened', async () => {
    const { result } = openEditor(null, serverCopy);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.saveState.kind).toBe('idle');
  });
});

describe('a save the form’s checks refuse', () => {
  it('publishes nothing: the status stays as it was, the save says it failed, the edits stay', async () => {
    const { result } = openEditor(null, serverCopy);
    const picture = { path: 'images/a.jpg', url: '/images/a.jpg', alt: '', width: 10, height: 10 };
    act(() => result.current.form.setFieldValue('image', picture));
    await act(() => result.current.save({ status: 'published', publishAt: null }));
    expect(result.current.saveState.kind).toBe('failed');
    expect(result.current.form.getValues().status).toBe('draft');
    expect(result.current.form.getValues().image).toEqual(picture);
    expect(result.current.saved.status).toBe('draft');
    expect(Object.keys(result.current.form.errors)).toContain('image.alt');
  });
});
