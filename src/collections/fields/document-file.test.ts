import { describe, expect, it } from 'vitest';
import {
  documentFilePath,
  documentFileSchema,
  documentUploadIdOf,
  fileKind,
  fileSizeText,
  isWaitingFile,
  storageFileName,
} from './document-file';
import { newUploadId } from './use-upload-picker';

/** One path segment Storage and storage.rules accept as `{fileName}`: nothing that climbs or splits the path. */
function expectSafeSegment(name: string): void {
  expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
  expect(name).not.toMatch(/^[.-]/);
  expect(['.', '..']).not.toContain(name);
  expect(name.length).toBeLessThanOrEqual(100);
}

describe('storageFileName', () => {
  // Each row: what the file was called, and the name it is stored under.
  it.each<[string, [string, string][]]>([
    [
      'keeps plain names, lower-cases the extension',
      [
        ['minutes-2025_03.pdf', 'minutes-2025_03.pdf'],
        ['AGM.PDF', 'AGM.pdf'],
        ['report.tar.gz', 'report.tar.gz'],
      ],
    ],
    [
      'takes accents off letters and makes spaces and punctuation hyphens',
      [
        ['Procès-verbal été.pdf', 'Proces-verbal-ete.pdf'],
        ['Café  minutes (draft) #2.docx', 'Cafe-minutes-draft-2.docx'],
        ['Ｆｕｌｌ.pdf', 'Full.pdf'],
        ['  notes .odt', 'notes.odt'],
      ],
    ],
    [
      'names a file with no letters it can keep "document"',
      [
        ['会议纪要.pdf', 'document.pdf'],
        ['   .pdf', 'document.pdf'],
        ['', 'document'],
      ],
    ],
    [
      // A leading dot is not an extension: the name is all stem.
      'keeps a name with no extension as it is',
      [
        ['README', 'README'],
        ['Minutes March', 'Minutes-March'],
        ['trailing.', 'trailing'],
        ['.htaccess', 'htaccess'],
      ],
    ],
  ])('%s', (_, names) => {
    for (const [name, stored] of names) expect(storageFileName(name)).toBe(stored);
  });

  it('shortens long names and long extensions, keeping the extension', () => {
    const long = storageFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toBe(`${'a'.repeat(90)}.pdf`);
    expect(storageFileName('x.superlongextension')).toBe('x.superlon');
    expect(storageFileName('name.p d f')).toBe('name.pdf');
    expectSafeSegment(storageFileName(`${'é'.repeat(500)}.${'z'.repeat(50)}`));
  });

  it('never climbs out of or splits the path, whatever the name', () => {
    const tricks = [
      '../../etc/passwd',
      '..',
      '.',
      '../',
      '..\\..\\win.ini',
      'a/../b.pdf',
      '/absolute/path.pdf',
      'C:\\Users\\me\\minutes.pdf',
      'name%2F..%2Fother.pdf',
      '..pdf',
      '...',
      'new\nline.pdf',
      '\u202Efdp.exe',
      'null\u0000byte.pdf',
    ];
    for (const trick of tricks) expectSafeSegment(storageFileName(trick));
    expect(storageFileName('../../etc/passwd')).not.toContain('/');
    expect(storageFileName('..\\..\\win.ini')).toBe('win.ini');
    expect(storageFileName('C:\\Users\\me\\minutes.pdf')).toBe('C-Users-me-minutes.pdf');
  });
});

describe('documentFilePath and documentUploadIdOf', () => {
  it('builds the path storage.rules expects and reads the upload id back', () => {
    const path = documentFilePath('agm-minutes', 'abc123', 'AGM minutes.pdf');
    expect(path).toBe('documents/agm-minutes/abc123/AGM-minutes.pdf');
    expect(documentUploadIdOf(path)).toBe('abc123');
  });

  it('round-trips fresh upload ids, whatever the file was called', () => {
    for (const name of ['Minutes.pdf', '../../x', '', 'Procès-verbal.odt', `${'b'.repeat(400)}.xlsx`]) {
      const id = newUploadId();
      const path = documentFilePath('d1', id, name);
      expect(path.split('/')).toHaveLength(4);
      expect(documentUploadIdOf(path)).toBe(id);
    }
  });

  it('finds no upload id in other paths', () => {
    expect(documentUploadIdOf('images/events/e1/abc123.jpg')).toBeUndefined();
    expect(documentUploadIdOf('documents/d1/minutes.pdf')).toBeUndefined();
    expect(documentUploadIdOf('documents/d1/ABC/minutes.pdf')).toBeUndefined();
    expect(documentUploadIdOf('documents/d1/abc/more/minutes.pdf')).toBeUndefined();
    expect(documentUploadIdOf('')).toBeUndefined();
  });
});

describe('fileSizeText', () => {
  it('says bytes, KB and MB as phones do (1 KB = 1,000 bytes)', () => {
    expect(fileSizeText(0)).toBe('0 bytes');
    expect(fileSizeText(1)).toBe('1 byte');
    expect(fileSizeText(812)).toBe('812 bytes');
    expect(fileSizeText(999)).toBe('999 bytes');
    expect(fileSizeText(1_000)).toBe('1 KB');
    expect(fileSizeText(41_000)).toBe('41 KB');
    expect(fileSizeText(41_499)).toBe('41 KB');
    expect(fileSizeText(41_500)).toBe('42 KB');
    expect(fileSizeText(999_499)).toBe('999 KB');
    expect(fileSizeText(1_000_000)).toBe('1.0 MB');
    expect(fileSizeText(2_400_000)).toBe('2.4 MB');
    expect(fileSizeText(2_449_999)).toBe('2.4 MB');
  });

  it('says "1.0 MB", not "1000 KB", from 999,500 bytes', () => {
    expect(fileSizeText(999_500)).toBe('1.0 MB');
    expect(fileSizeText(999_999)).toBe('1.0 MB');
  });
});

describe('fileKind', () => {
  it('names each accepted type in plain words', () => {
    expect(fileKind('application/pdf')).toBe('PDF');
    expect(fileKind('application/msword')).toBe('Word document');
    expect(fileKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('Word document');
    expect(fileKind('application/vnd.oasis.opendocument.text')).toBe('OpenDocument text');
    expect(fileKind('application/vnd.oasis.opendocument.spreadsheet')).toBe('Spreadsheet');
    expect(fileKind('application/vnd.ms-excel')).toBe('Spreadsheet');
    expect(fileKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('Spreadsheet');
    expect(fileKind('text/csv')).toBe('Spreadsheet');
    expect(fileKind('image/jpeg')).toBe('Picture');
    expect(fileKind('image/png')).toBe('Picture');
    expect(fileKind('application/zip')).toBe('File');
    expect(fileKind('')).toBe('File');
  });
});

describe('the file as its document holds it', () => {
  const file = {
    path: 'documents/d1/abc123/minutes.pdf',
    url: '',
    contentType: 'application/pdf',
    size: 1_234,
    name: 'Minutes.pdf',
  };

  it('is waiting while its url is empty', () => {
    expect(isWaitingFile(file)).toBe(true);
    expect(isWaitingFile({ url: 'https://storage.test/f' })).toBe(false);
    expect(isWaitingFile(null)).toBe(false);
    expect(isWaitingFile(undefined)).toBe(false);
  });

  it('accepts what the file picker gives and refuses the wrong type, size or address', () => {
    expect(documentFileSchema.safeParse(file).success).toBe(true);
    expect(documentFileSchema.safeParse({ ...file, url: 'https://storage.test/f' }).success).toBe(true);
    expect(documentFileSchema.safeParse({ ...file, contentType: 'application/x-msdownload' }).success).toBe(false);
    expect(documentFileSchema.safeParse({ ...file, size: 0 }).success).toBe(false);
    expect(documentFileSchema.safeParse({ ...file, size: 20 * 1024 * 1024 + 1 }).success).toBe(false);
    expect(documentFileSchema.safeParse({ ...file, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(documentFileSchema.safeParse({ ...file, name: 'two\nlines.pdf' }).success).toBe(false);
  });
});
