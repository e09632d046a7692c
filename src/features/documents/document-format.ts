import { fileKind, fileSizeText } from '@/collections/fields/document-file';
import { MONTH_NAMES, zonedParts } from '@/lib/london-time';
import { CATEGORY_LABELS, type DocumentItem } from './document-schema';

/** "12 March 2026", in London. */
export function documentDateText(date: Date): string {
  const { day, month, year } = zonedParts(date);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** The document's page address (the registry serves documents at /documents/{slug}). */
export function documentPath(item: Pick<DocumentItem, 'slug'>): string {
  return `/documents/${encodeURIComponent(item.slug)}`;
}

/** "Minutes · 12 March 2026 · PDF, 312 KB": what it is, when, and what opening it costs. */
export function documentMetaText(item: Pick<DocumentItem, 'category' | 'date' | 'file'>): string {
  return [
    CATEGORY_LABELS[item.category],
    item.date ? documentDateText(item.date) : null,
    item.file ? `${fileKind(item.file.contentType)}, ${fileSizeText(item.file.size)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Newest first by the document's date (undated ones last, by title). */
export function sortDocuments<Item extends Pick<DocumentItem, 'date' | 'title'>>(items: readonly Item[]): Item[] {
  return [...items].sort(
    (a, b) =>
      (b.date?.getTime() ?? -Infinity) - (a.date?.getTime() ?? -Infinity) || a.title.localeCompare(b.title, 'en-GB'),
  );
}
