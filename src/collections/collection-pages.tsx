import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import type { CollectionDefinition, CollectionPages } from './define-collection';
import { DashboardTablePage } from './dashboard-table-page';
import { EditorPage } from './editor-page';
import { PublicDetailPage } from './public-detail-page';
import { PublicListPage } from './public-list-page';

/** A content type's four pages, each the generic page given this type's definition. */
export function collectionPages<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
): CollectionPages {
  return {
    List: () => <PublicListPage definition={definition} />,
    Detail: () => <PublicDetailPage definition={definition} />,
    Table: () => <DashboardTablePage definition={definition} />,
    Editor: () => <EditorPage definition={definition} />,
  };
}
