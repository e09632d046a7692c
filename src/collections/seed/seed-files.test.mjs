/** The seeded documents' files: small, valid PDFs made from their titles. */
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { seedPdf } from './seed-files.mjs';
import { SEED_DATA as data } from './seed-test-helpers.mjs';

describe('seedPdf: a document’s file', () => {
  const text = (bytes) => Buffer.from(bytes).toString('latin1');

  it('is a PDF of a few hundred bytes: %PDF- header, %%EOF at the end, the same bytes for the same title', () => {
    const pdf = seedPdf('Annual report');
    expect(text(pdf.subarray(0, 8))).toBe('%PDF-1.4');
    expect(text(pdf).endsWith('%%EOF\n')).toBe(true);
    expect(pdf.length).toBeGreaterThan(300);
    expect(pdf.length).toBeLessThan(1000);
    expect(seedPdf('Annual report').equals(pdf)).toBe(true);
    expect(seedPdf('AGM minutes').equals(pdf)).toBe(false);
  });

  it('has a cross-reference table whose offsets each point at their object, and startxref at the table', () => {
    for (const title of ['Annual report', 'Green Spaces Committee minutes', 'Notes (draft) \\ final – “v2” ✓']) {
      const pdf = text(seedPdf(title));
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
      expect(pdf.slice(startxref, startxref + 9)).toBe('xref\n0 6\n');
      const table = pdf.slice(startxref + 9, startxref + 9 + 6 * 20);
      const entries = table.match(/.{20}/gs) ?? [];
      expect(entries).toHaveLength(6);
      expect(entries[0]).toBe('0000000000 65535 f \n');
      entries.slice(1).forEach((entry, index) => {
        expect(entry).toMatch(/^\d{10} 00000 n \n$/);
        const offset = Number(entry.slice(0, 10));
        expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
      });
      expect(pdf.slice(startxref + 9 + 6 * 20)).toMatch(/^trailer\n<< \/Size 6 \/Root 1 0 R >>\n/);
    }
  });

  it('gives the page stream its true /Length, and shows the title with brackets and backslashes escaped', () => {
    const pdf = text(seedPdf('Notes (draft) \\ final – “v2” ✓'));
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)endstream/.exec(pdf);
    expect(match).not.toBeNull();
    expect(match[2].length).toBe(Number(match[1]));
    // WinAnsi: en dash 0x96, curly quotes 0x93/0x94; a character it lacks becomes '?'.
    expect(match[2]).toContain('(Notes \\(draft\\) \\\\ final \x96 \x93v2\x94 ?) Tj');
    expect(pdf).toContain('/Type /Catalog /Pages 2 0 R');
    expect(pdf).toContain('/MediaBox [0 0 595 842]');
  });

  it('is what every seeded document’s file is made from', () => {
    for (const { data: doc } of data.collections.documents) expect(seedPdf(doc.title).length).toBe(doc.file.size);
  });
});
