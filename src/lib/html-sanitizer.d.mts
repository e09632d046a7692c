import type { Config, DOMPurify, WindowLike } from 'dompurify';

export const FORBIDDEN_TAGS: readonly string[];
export const FORBIDDEN_ATTRIBUTES: readonly string[];
export const SANITIZE_CONFIG: Readonly<Config>;
export function isSafeContentAddress(value: string): boolean;
export function createHtmlSanitizer(
  createDOMPurify: (window?: WindowLike) => DOMPurify,
  window: WindowLike,
): (html: string) => string;
