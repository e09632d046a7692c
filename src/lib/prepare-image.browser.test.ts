/**
 * Photo preparation in a real Chromium (vitest.browser.config.ts), on the real files in
 * tests/fixtures/images/ (made by tests/fixtures/images/generate.mjs).
 */
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import largeUrl from '../../tests/fixtures/images/large-5000x3400.jpg?url';
import notAPictureUrl from '../../tests/fixtures/images/not-a-picture.jpg?url';
import rotatedUrl from '../../tests/fixtures/images/rotated-exif6-gps.jpg?url';
import pngUrl from '../../tests/fixtures/images/transparent-800x600.png?url';
import {
  fitWithin,
  ImagePreparationError,
  LARGE_EDGE,
  MAX_CANVAS_PIXELS,
  prepareImage,
  type PreparedFile,
  SMALL_EDGE,
  sniffImageType,
} from './prepare-image';

declare module 'vitest' {
  export interface ProvidedContext {
    measureImages: boolean;
  }
}

async function fixture(url: string, type = ''): Promise<Blob> {
  const response = await fetch(url);
  return new Blob([await response.arrayBuffer()], { type });
}

async function bytesOf(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await blob.arrayBuffer());
}

/** The blocks of a JPEG up to its image data, as marker and the name it starts with (APPn blocks hold EXIF, GPS, XMP). */
function jpegBlocks(bytes: Uint8Array): { marker: number; name: string }[] {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  const blocks: { marker: number; name: string }[] = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    expect(bytes[at]).toBe(0xff);
    const marker = bytes[at + 1] ?? 0;
    const name = String.fromCharCode(...bytes.subarray(at + 4, at + 16)).split('\0')[0] ?? '';
    blocks.push({ marker, name });
    if (marker === 0xda) break; // start of scan: image data follows
    at += 2 + (((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
  }
  return blocks;
}

/** The chunk names of a WebP file (EXIF and XMP would be chunks of their own). */
function webpChunks(bytes: Uint8Array): string[] {
  const text = (from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
  expect(text(0, 4)).toBe('RIFF');
  expect(text(8, 4)).toBe('WEBP');
  const chunks: string[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = new DataView(bytes.buffer, bytes.byteOffset + at + 4, 4).getUint32(0, true);
    chunks.push(text(at, 4));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

function containsText(bytes: Uint8Array, text: string): boolean {
  const needle = [...text].map((char) => char.charCodeAt(0));
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** No metadata at all: no APPn block but the JFIF header in a JPEG, no EXIF or XMP chunk in a WebP. */
async function expectNoMetadata(file: PreparedFile) {
  const bytes = await bytesOf(file.blob);
  if (file.contentType === 'image/jpeg') {
    // Only the JFIF header (APP0) and the colour profile Chromium adds (APP2 ICC_PROFILE, not about the person).
    const appBlocks = jpegBlocks(bytes).filter(({ marker }) => marker >= 0xe0 && marker <= 0xef);
    for (const block of appBlocks)
      expect(['0xe0 JFIF', '0xe2 ICC_PROFILE']).toContain(`0x${block.marker.toString(16)} ${block.name}`);
  } else {
    const chunks = webpChunks(bytes);
    expect(chunks).not.toContain('EXIF');
    expect(chunks).not.toContain('XMP ');
  }
  for (const text of ['Exif', 'PhoneMaker', 'Pocket Camera']) expect(containsText(bytes, text)).toBe(false);
}

async function expectRealType(file: PreparedFile) {
  expect(file.blob.type).toBe(file.contentType);
  expect(sniffImageType(await bytesOf(file.blob.slice(0, 16)))).toBe(file.contentType);
  const bitmap = await createImageBitmap(file.blob);
  expect([bitmap.width, bitmap.height]).toEqual([file.width, file.height]);
  bitmap.close();
}

/** The colour at a point of the picture, as [r, g, b]. */
async function colourAt(blob: Blob, x: number, y: number): Promise<number[]> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return [...context.getImageData(x, y, 1, 1).data.subarray(0, 3)];
}

const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 180 && g < 80 && b < 80;
const isBlue = ([r = 0, , b = 0]: number[]) => b > 150 && r < 80;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prepareImage', () => {
  it('turns a photo the right way up (EXIF orientation 6) and drops its EXIF and GPS tags', async () => {
    const original = await fixture(rotatedUrl, 'image/jpeg');
    const originalBytes = await bytesOf(original);
    expect(containsText(originalBytes, 'Exif')).toBe(true); // the fixture really carries them
    expect(jpegBlocks(originalBytes)).toContainEqual({ marker: 0xe1, name: 'Exif' });

    const prepared = await prepareImage(original);

    // Stored 300 × 200 with orientation 6: shown 200 wide and 300 high.
    expect([prepared.large.width, prepared.large.height]).toEqual([200, 300]);
    // The red block, stored top left, is top right once turned 90° clockwise.
    expect(isRed(await colourAt(prepared.large.blob, 150, 75))).toBe(true);
    expect(isBlue(await colourAt(prepared.large.blob, 50, 75))).toBe(true);
    expect(isBlue(await colourAt(prepared.large.blob, 150, 225))).toBe(true);
    await expectRealType(prepared.large);
    await expectNoMetadata(prepared.large);
    await expectNoMetadata(prepared.small);
    expect(prepared.originalBytes).toBe(original.size);
  });

  it('caps the longest edge at 2048 px, makes a 640 px copy for cards, and keeps every canvas within 16.7 MP', async () => {
    // Every canvas the preparation makes, at every size it is given.
    let largestCanvas = 0;
    const note = (canvas: { width: number; height: number }) => {
      largestCanvas = Math.max(largestCanvas, canvas.width * canvas.height);
    };
    const restore: (() => void)[] = [];
    for (const prototype of [HTMLCanvasElement.prototype, OffscreenCanvas.prototype]) {
      for (const key of ['width', 'height'] as const) {
        const descriptor = Object.getOwnPropertyDescriptor(prototype, key);
        if (!descriptor?.set || !descriptor.get) throw new Error(`no ${key} setter`);
        const { get, set } = descriptor;
        Object.defineProperty(prototype, key, {
          ...descriptor,
          set(this: HTMLCanvasElement, value: number) {
            set.call(this, value);
            note({ width: this.width, height: this.height });
          },
          get,
        });
        restore.push(() => Object.defineProperty(prototype, key, descriptor));
      }
    }
    const RealOffscreenCanvas = OffscreenCanvas;
    vi.stubGlobal(
      'OffscreenCanvas',
      class extends RealOffscreenCanvas {
        constructor(width: number, height: number) {
          super(width, height);
          note({ width, height });
        }
      },
    );

    const original = await fixture(largeUrl, 'image/jpeg');
    let prepared;
    try {
      prepared = await prepareImage(original);
    } finally {
      for (const undo of restore) undo();
    }

    expect(largestCanvas).toBeGreaterThan(0);
    expect(largestCanvas).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    // 5000 × 3400 keeps its shape: 2048 × 1392 (to the pixel below).
    expect(prepared.large.width).toBe(LARGE_EDGE);
    expect(Math.abs(prepared.large.height - (3400 / 5000) * LARGE_EDGE)).toBeLessThanOrEqual(1.5);
    expect(prepared.small.width).toBe(SMALL_EDGE);
    expect(Math.abs(prepared.small.height - (3400 / 5000) * SMALL_EDGE)).toBeLessThanOrEqual(1.5);
    expect(prepared.small.blob.size).toBeLessThan(prepared.large.blob.size);
    expect(prepared.large.contentType).toBe(prepared.small.contentType);
    await expectRealType(prepared.large);
    await expectRealType(prepared.small);
    await expectNoMetadata(prepared.large);
    await expectNoMetadata(prepared.small);
  });

  it('prepares a PNG without a type (as a pasted file arrives) and never grows a small picture', async () => {
    const prepared = await prepareImage(await fixture(pngUrl));
    expect([prepared.large.width, prepared.large.height]).toEqual([800, 600]);
    expect([prepared.small.width, prepared.small.height]).toEqual([640, 480]);
    await expectRealType(prepared.large);
    await expectRealType(prepared.small);
    // The small copy of a picture already under 640 px is the same file.
    const tiny = await prepareImage(await fixture(rotatedUrl, 'image/jpeg'));
    expect(tiny.small.blob).toBe(tiny.large.blob);
  });

  it('writes JPEG, not PNG, where the browser answers a WebP request with a PNG (as iOS Safari does)', async () => {
    const realConvert = OffscreenCanvas.prototype.convertToBlob;
    const realToBlob = HTMLCanvasElement.prototype.toBlob;
    const asIos = (options?: ImageEncodeOptions) =>
      options?.type === 'image/webp' ? { ...options, type: 'image/png' } : options;
    OffscreenCanvas.prototype.convertToBlob = function (this: OffscreenCanvas, options?: ImageEncodeOptions) {
      return realConvert.call(this, asIos(options));
    };
    HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, callback, type, quality) {
      realToBlob.call(this, callback, type === 'image/webp' ? 'image/png' : type, quality);
    };
    vi.resetModules();
    try {
      const fresh = await import('./prepare-image');
      const prepared = await fresh.prepareImage(await fixture(rotatedUrl, 'image/jpeg'));
      expect(prepared.large.contentType).toBe('image/jpeg');
      await expectRealType(prepared.large);
      await expectNoMetadata(prepared.large);
    } finally {
      OffscreenCanvas.prototype.convertToBlob = realConvert;
      HTMLCanvasElement.prototype.toBlob = realToBlob;
    }
  });

  it('checks the type the browser really wrote, and starts again as JPEG if it is not the one asked for', async () => {
    const realConvert = OffscreenCanvas.prototype.convertToBlob;
    // The 2-pixel test says WebP works; the real work comes back as PNG.
    OffscreenCanvas.prototype.convertToBlob = function (this: OffscreenCanvas, options?: ImageEncodeOptions) {
      return realConvert.call(this, options?.type === 'image/webp' ? { ...options, type: 'image/png' } : options);
    };
    try {
      const prepared = await prepareImage(await fixture(largeUrl, 'image/jpeg'));
      expect(prepared.large.contentType).toBe('image/jpeg');
      expect(prepared.small.contentType).toBe('image/jpeg');
      await expectRealType(prepared.large);
      await expectRealType(prepared.small);
    } finally {
      OffscreenCanvas.prototype.convertToBlob = realConvert;
    }
  });

  it('never starts a web worker (the library would fetch itself from a CDN) nor uses the network', async () => {
    const workers = vi.fn();
    vi.stubGlobal('Worker', workers);
    const fetches = vi.spyOn(globalThis, 'fetch');
    const original = await fixture(rotatedUrl, 'image/jpeg');
    fetches.mockClear();
    await prepareImage(original);
    expect(workers).not.toHaveBeenCalled();
    expect(fetches).not.toHaveBeenCalled();
  });

  it('says in plain words when a file is not a picture, or is too large to read', async () => {
    const text = prepareImage(await fixture(notAPictureUrl, 'image/jpeg'));
    await expect(text).rejects.toBeInstanceOf(ImagePreparationError);
    await expect(text).rejects.toThrow(
      'This file is not a picture we can open. Please choose a JPEG, PNG or WebP photo.',
    );

    // A JPEG's first bytes, cut off: the type looks right, but there is no picture to read.
    const whole = await bytesOf(await fixture(rotatedUrl));
    await expect(prepareImage(new Blob([whole.subarray(0, 300)], { type: 'image/jpeg' }))).rejects.toThrow(
      /not a picture we can open/,
    );
    await expect(prepareImage(new Blob([], { type: 'image/jpeg' }))).rejects.toThrow(/not a picture/);

    const huge = new Blob([new Uint8Array(41 * 1024 * 1024)], { type: 'image/jpeg' });
    await expect(prepareImage(huge)).rejects.toThrow('This picture is too large to open on this device.');
  });
});

describe('sniffImageType', () => {
  const head = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

  it('names a picture by its first bytes, whatever the file is called', () => {
    expect(sniffImageType(head([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(head([0x89], 'PNG', [13, 10, 26, 10]))).toBe('image/png');
    expect(sniffImageType(head('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(head([0, 0, 0, 24], 'ftypheic'))).toBe('image/heic');
    expect(sniffImageType(head([0, 0, 0, 24], 'ftypavif'))).toBe('image/avif');
    expect(sniffImageType(head('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(head([0, 0, 0, 24], 'ftypisom'))).toBeNull(); // a video
  });
});

describe('fitWithin', () => {
  it('keeps the shape within both the edge and the pixel limit', () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
    const phone = fitWithin(5712, 4284, Number.POSITIVE_INFINITY);
    expect(phone.width * phone.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(phone.width / phone.height).toBeCloseTo(5712 / 4284, 2);
  });
});

// Figures for docs/decisions/0019: `node tests/fixtures/images/generate.mjs --samples`, then
// `MEASURE_IMAGES=1 npx vitest run --config vitest.browser.config.ts`.
describe.runIf(inject('measureImages'))('figures', () => {
  async function measureWith(prepare: typeof prepareImage, label: string) {
    for (const name of ['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg']) {
      const original = await fixture(`/tests/fixtures/images/samples/${name}`, 'image/jpeg');
      await prepare(original); // warm-up run: the first one also compiles the library's code
      const started = performance.now();
      const prepared = await prepare(original);
      const ms = Math.round(performance.now() - started);
      const { large, small } = prepared;
      console.log(
        `${label} ${name}: ${original.size} bytes -> large ${large.blob.size} (${large.width}x${large.height} ${large.contentType}) + small ${small.blob.size} (${small.width}x${small.height}); ${ms} ms`,
      );
    }
  }

  it('bytes before and after, and time, on three phone-sized sample photos (WebP, as Chromium writes it)', async () => {
    await measureWith(prepareImage, 'webp');
  });

  it('the same photos as JPEG (as on iOS, where the browser writes no WebP)', async () => {
    const realConvert = OffscreenCanvas.prototype.convertToBlob;
    const realToBlob = HTMLCanvasElement.prototype.toBlob;
    OffscreenCanvas.prototype.convertToBlob = function (this: OffscreenCanvas, options?: ImageEncodeOptions) {
      return realConvert.call(this, options?.type === 'image/webp' ? { ...options, type: 'image/png' } : options);
    };
    HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, callback, type, quality) {
      realToBlob.call(this, callback, type === 'image/webp' ? 'image/png' : type, quality);
    };
    vi.resetModules();
    try {
      const fresh = await import('./prepare-image');
      await measureWith(fresh.prepareImage, 'jpeg');
    } finally {
      OffscreenCanvas.prototype.convertToBlob = realConvert;
      HTMLCanvasElement.prototype.toBlob = realToBlob;
    }
  });
});
