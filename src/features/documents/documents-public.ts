import type { CollectionPublicParts } from '@/collections/define-collection';
import type { DocumentItem } from './document-schema';
import { DocumentDetailSections, DocumentNotFound } from './document-views';

/** What visitors see of documents: a searchable list, each document's page, and "sign in" for one they cannot see. */
export const documentsPublic: CollectionPublicParts<DocumentItem> = {
  listView: () => import('./document-views').then((module) => module.DocumentsListView),
  detailSections: [DocumentDetailSections],
  notFound: DocumentNotFound,
};
