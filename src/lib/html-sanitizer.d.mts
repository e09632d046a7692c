import type { Config, DOMPurify, WindowLike } from 'dompurify';

export const FORBIDDEN_TAGS: readonly string[];
export const FORBIDDEN_ATTRIBUTES: readonly string[];
export const SANITIZE_CONFIG: Readonly<Config>;
export function isSafeContentAddress(value: string): boolean;
/** Where pictures may load from: this site, and Storage buckets by their download origin. */
export interface PictureSources {
  siteOrigin: string;
  storage: readonly { origin: string; bucket: string }[];
}
export function isSitePictureAddress(value: string, sources: PictureSources): boolean;
export function createHtmlSanitizer(
  createDOMPurify: (window?: WindowLike) => DOMPurify,
  window: WindowLike,
  pictureSources?: PictureSources,
): (html: string) => string;
