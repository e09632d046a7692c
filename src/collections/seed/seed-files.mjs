/**
 * The files of the seeded documents library: where each lives in Storage, and the small PDF it holds.
 * Plain JavaScript, so the seed script (scripts/seed-data.mjs, plain Node) runs it as it is.
 */

import { Buffer } from 'node:buffer';

/** Where a seeded document's file lives in Storage: `documents/{id}/seed/{fileName}` (storage.rules). */
export function seedFilePath(documentId, fileName) {
  return `documents/${documentId}/seed/${fileName}`;
}

// WinAnsiEncoding (the PDF's font encoding) for the typographic characters outside Latin-1.
const WIN_ANSI = { '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, '…': 0x85, '€': 0x80 };

/** `text` as a PDF literal string's bytes (WinAnsi; backslash and brackets escaped, anything else '?'). */
function pdfString(text) {
  const bytes = [];
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0) ?? 0x3f;
    if (char === '\\' || char === '(' || char === ')') bytes.push(0x5c, code);
    else if (WIN_ANSI[char] !== undefined || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff))
      bytes.push(code);
    else bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}

/**
 * A small, valid one-page A4 PDF (a few hundred bytes) showing `title` and a line saying it is demo data:
 * the file of a seeded document. Written by hand: header, five objects (catalogue, page tree, page,
 * Helvetica, the page's text), a cross-reference table of their byte offsets, trailer, `%%EOF`.
 * Deterministic: the same title always gives the same bytes.
 */
export function seedPdf(title) {
  const text = Buffer.concat([
    Buffer.from('BT /F1 20 Tf 72 760 Td ('),
    pdfString(title),
    Buffer.from(') Tj ET\nBT /F1 11 Tf 72 730 Td ('),
    pdfString('Thornbury Community Hub: demo file made by scripts/seed.mjs.'),
    Buffer.from(') Tj ET\n'),
  ]);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([Buffer.from(`<< /Length ${text.length} >>\nstream\n`), text, Buffer.from('endstream')]),
  ];
  // The second line's high bytes tell tools the file is binary (PDF 1.7, 7.5.2).
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets = objects.map((body, index) => {
    const offset = length;
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
    return offset;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    // Each entry is exactly 20 bytes: ten digits, space, five digits, space, n or f, space, newline.
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
