/**
 * Photos are prepared on the device before they are queued for upload (issue 13, decision 0019): turned the
 * right way up (EXIF orientation), every metadata block dropped (GPS included: the canvas writes a fresh file),
 * the longest edge capped at 2048 px, and a second copy for cards at 640 px. The work is browser-image-compression's
 * (a well-kept library), run on this thread: its web worker would fetch the library from a CDN, and our
 * Content-Security-Policy allows no `blob:` worker anyway.
 *
 * Import this module lazily (`await import('@/lib/prepare-image')`), from the editor only: the library must never
 * be part of the first load.
 */
import imageCompression from 'browser-image-compression';

export interface PreparedFile {
  blob: Blob;
  width: number;
  height: number;
  contentType: 'image/jpeg' | 'image/webp';
}

export interface PreparedImage {
  large: PreparedFile;
  small: PreparedFile;
  originalBytes: number;
}

/** A file that could not be turned into a picture; its message is for the person who chose it. */
export class ImagePreparationError extends Error {
  override name = 'ImagePreparationError';
}

/** The longest edge of the large copy (detail pages) and of the small one (cards and lists). */
export const LARGE_EDGE = 2048;
export const SMALL_EDGE = 640;
/** iOS draws nothing on a canvas above this many pixels (4096 × 4096): no canvas here is ever larger. */
export const MAX_CANVAS_PIXELS = 16_777_216;
/** Larger files are refused before reading: no phone photo comes near, and decoding one could end the tab. */
export const MAX_INPUT_BYTES = 40 * 1024 * 1024;
const QUALITY = 0.82;

const NOT_A_PICTURE = 'This file is not a picture we can open. Please choose a JPEG, PNG or WebP photo.';
const TOO_LARGE = 'This picture is too large to open on this device. Please choose a smaller photo, or take a new one.';

/** The picture type named by the file's first bytes (the name and the browser's guess can be wrong). */
export function sniffImageType(head: Uint8Array): string | null {
  const at = (offset: number, text: string) => [...text].every((char, i) => head[offset + i] === char.charCodeAt(0));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head[0] === 0x89 && at(1, 'PNG')) return 'image/png';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'image/webp';
  if (at(0, 'GIF8')) return 'image/gif';
  if (at(0, 'BM')) return 'image/bmp';
  if (at(4, 'ftyp')) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  return null;
}

/** The largest size with the same shape that fits both the edge and the canvas pixel limit. */
export function fitWithin(width: number, height: number, maxEdge: number, maxPixels = MAX_CANVAS_PIXELS) {
  const scale = Math.min(1, maxEdge / Math.max(width, height), Math.sqrt(maxPixels / (width * height)));
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}

let webpSupport: Promise<boolean> | undefined;

/** Whether this browser really writes WebP: iOS Safari answers a WebP request with a PNG. */
function encodesWebp(): Promise<boolean> {
  webpSupport ??= new Promise<boolean>((resolve) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 2;
    canvas.toBlob((blob) => resolve(blob?.type === 'image/webp'), 'image/webp', 0.8);
  });
  return webpSupport;
}

/**
 * Over the canvas limit, the decoder (not a canvas) scales the picture down first, orientation applied, and one
 * canvas within the limit turns it back into a file for the library. Phone photos up to 16.7 MP skip this.
 */
async function withinCanvasLimit(file: File, width: number, height: number): Promise<File> {
  if (width * height <= MAX_CANVAS_PIXELS) return file;
  const size = fitWithin(width, height, Number.POSITIVE_INFINITY);
  // Browsers that ignore or refuse the resize options give the full picture: drawn smaller below all the same.
  const bitmap = await createImageBitmap(file, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'high',
    imageOrientation: 'from-image',
  }).catch(() => createImageBitmap(file));
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImagePreparationError(TOO_LARGE);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  canvas.width = canvas.height = 0;
  if (!blob) throw new ImagePreparationError(TOO_LARGE);
  return new File([blob], 'photo.jpg', { type: 'image/jpeg' });
}

async function compress(file: File, maxEdge: number, contentType: PreparedFile['contentType']): Promise<Blob> {
  return imageCompression(file, {
    maxWidthOrHeight: maxEdge,
    fileType: contentType,
    initialQuality: QUALITY,
    // Never the worker: it would load the library from cdn.jsdelivr.net (and offline it cannot).
    useWebWorker: false,
    preserveExif: false,
  });
}

async function measure(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

async function prepareAs(source: File, contentType: PreparedFile['contentType']): Promise<PreparedImage> {
  const largeBlob = await compress(source, LARGE_EDGE, contentType);
  const large = { blob: largeBlob, contentType, ...(await measure(largeBlob)) };
  // The small copy is made from the large one: already upright, without metadata, and 4× fewer pixels to read.
  const smallBlob =
    Math.max(large.width, large.height) <= SMALL_EDGE
      ? largeBlob
      : await compress(new File([largeBlob], 'large', { type: largeBlob.type }), SMALL_EDGE, contentType);
  const small = { blob: smallBlob, contentType, ...(await measure(smallBlob)) };
  return { large, small, originalBytes: source.size };
}

/**
 * The two copies of a chosen photo, ready to upload. Throws ImagePreparationError, with a message for people,
 * for a file that is not a picture this browser can open, or that is too large to read.
 */
export async function prepareImage(file: Blob): Promise<PreparedImage> {
  if (file.size === 0) throw new ImagePreparationError(NOT_A_PICTURE);
  if (file.size > MAX_INPUT_BYTES) throw new ImagePreparationError(TOO_LARGE);
  const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type) throw new ImagePreparationError(NOT_A_PICTURE);
  // The library goes by the file's type, which may be missing (pasted files) or wrong (a renamed file).
  const typed = new File([file], 'photo', { type });

  let width: number;
  let height: number;
  try {
    ({ width, height } = await measure(typed));
  } catch {
    // A real picture this big may fail for want of memory rather than for what it is.
    throw new ImagePreparationError(file.size > 20 * 1024 * 1024 ? TOO_LARGE : NOT_A_PICTURE);
  }

  try {
    const source = await withinCanvasLimit(typed, width, height);
    const prepared = await prepareAs(source, (await encodesWebp()) ? 'image/webp' : 'image/jpeg');
    // The browser has the last word on the type: if it wrote anything but WebP, start again as JPEG.
    const result =
      prepared.large.blob.type === prepared.large.contentType && prepared.small.blob.type === prepared.small.contentType
        ? prepared
        : await prepareAs(source, 'image/jpeg');
    return { ...result, originalBytes: file.size };
  } catch (error) {
    if (error instanceof ImagePreparationError) throw error;
    throw new ImagePreparationError(TOO_LARGE, { cause: error });
  }
}
