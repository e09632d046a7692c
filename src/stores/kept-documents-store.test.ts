import { beforeEach, describe, expect, it } from 'vitest';
import {
  keptDocumentsStore,
  keptStateOf,
  resetKeptDocumentsStoreForTests,
  setKeptDocuments,
} from './kept-documents-store';

beforeEach(() => resetKeptDocumentsStoreForTests());

describe('keptDocumentsStore', () => {
  it('holds the kept ids, their versions and the bytes in all', () => {
    expect(keptDocumentsStore.hydrated).toBe(false);
    setKeptDocuments([
      { id: 'a', path: 'documents/a/u1/a.pdf', size: 1_000 },
      { id: 'b', path: 'documents/b/u1/b.docx', size: 250 },
    ]);
    expect(keptDocumentsStore.hydrated).toBe(true);
    expect(keptDocumentsStore.totalBytes).toBe(1_250);
    expect(Object.keys(keptDocumentsStore.kept)).toEqual(['a', 'b']);
    setKeptDocuments([]);
    expect(keptDocumentsStore.totalBytes).toBe(0);
    expect(keptDocumentsStore.kept).toEqual({});
  });

  it('tells the version kept from an older one', () => {
    setKeptDocuments([{ id: 'a', path: 'documents/a/u1/a.pdf', size: 1_000 }]);
    expect(keptStateOf('a', 'documents/a/u1/a.pdf')).toBe('current');
    expect(keptStateOf('a', 'documents/a/u2/a.pdf')).toBe('older');
    expect(keptStateOf('a', undefined)).toBe('current');
    expect(keptStateOf('b', 'documents/b/u1/b.pdf')).toBe('none');
    expect(keptStateOf('a', 'documents/a/u1/a.pdf', {})).toBe('none');
  });
});
