/**
 * TEMPORARY stand-in with the final signature (issue 13): the photo preparation helper replaces the body with
 * a well-kept library (orientation, metadata stripped, size caps, a second smaller size). Until then it
 * passes the file through with its decoded size, so code written against it can run.
 */

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
export class ImagePreparationError extends Error {}

export async function prepareImage(file: Blob): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImagePreparationError('This file is not a picture we can open. Please choose a JPEG, PNG or WebP photo.');
  }
  const prepared: PreparedFile = { blob: file, width: bitmap.width, height: bitmap.height, contentType: 'image/jpeg' };
  bitmap.close();
  return { large: prepared, small: prepared, originalBytes: file.size };
}
