import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ACCEPT,
  documentFileProblem,
  imageFileProblem,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
} from './storage-limits';

describe('imageFileProblem', () => {
  it('accepts JPEG, WebP and PNG up to 10 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 1 })).toBeNull();
  });

  it('says plainly what is wrong with anything else', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('Pictures must be JPEG, WebP or PNG files.');
    expect(imageFileProblem({ type: 'image/heic', size: 10 })).toBe('Pictures must be JPEG, WebP or PNG files.');
    expect(imageFileProblem({ type: 'image/jpeg', size: 0 })).toBe('This file is empty.');
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'This picture is larger than 10 MB.',
    );
  });
});

describe('documentFileProblem', () => {
  it('accepts documents, spreadsheets, CSV and pictures up to 20 MB', () => {
    for (const type of [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.spreadsheet',
      'text/csv',
      'image/png',
    ]) {
      expect(documentFileProblem({ type, size: MAX_DOCUMENT_BYTES }), type).toBeNull();
    }
  });

  it('refuses other kinds, empty files and files over 20 MB', () => {
    expect(documentFileProblem({ type: 'application/zip', size: 10 })).toMatch(/^This kind of file cannot be uploaded/);
    expect(documentFileProblem({ type: '', size: 10 })).toMatch(/^This kind of file cannot be uploaded/);
    expect(documentFileProblem({ type: 'application/pdf', size: 0 })).toBe('This file is empty.');
    expect(documentFileProblem({ type: 'application/pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      'This file is larger than 20 MB. Please make it smaller first.',
    );
  });

  it('offers the same kinds to the file picker, with extensions for browsers that know no types', () => {
    expect(DOCUMENT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', 'text/csv', '.docx', '.ods']),
    );
  });
});
