import { COPYRIGHT_START_YEAR } from '@/config/constants';

/**
 * The footer notice (docs/specification.md §9): the start year alone in that year,
 * a range to the current year after it.
 */
export function copyrightNotice(brand: string, currentYear: number): string {
  const years =
    currentYear > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${currentYear}` : String(COPYRIGHT_START_YEAR);
  return `© ${years} ${brand}. All rights reserved.`;
}
