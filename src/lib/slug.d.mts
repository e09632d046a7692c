export const SLUG_PATTERN: RegExp;
export const MAX_SLUG_LENGTH: number;
export function isValidSlug(value: string | undefined): boolean;
export function slugify(text: string): string;
