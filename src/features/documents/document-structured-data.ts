import { absoluteSafeUrl } from '@/lib/safe-url';
import type { DocumentItem } from './document-schema';

/**
 * schema.org data for a public document's page: a `DigitalDocument` with its file as the encoding (only
 * public documents are prerendered or listed for search engines).
 */
export function documentJsonLd(item: DocumentItem, url: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'DigitalDocument',
    name: item.title,
    url,
    genre: item.category,
  };
  if (item.summary.trim()) data.description = item.summary.trim();
  if (item.date) data.dateCreated = item.date.toISOString().slice(0, 10);
  const fileUrl = item.file ? absoluteSafeUrl(item.file.url, url) : null;
  if (item.file && fileUrl) {
    data.encoding = {
      '@type': 'MediaObject',
      contentUrl: fileUrl,
      encodingFormat: item.file.contentType,
      contentSize: `${item.file.size} B`,
    };
  }
  return data;
}
