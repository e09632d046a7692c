import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import type { CollectionDefinition, DashboardCollectionPages } from './define-collection';
import { DashboardTablePage } from './dashboard-table-page';
import { EditorPage } from './editor-page';

/**
 * A content type's dashboard pages, each the generic page given this type's definition. A chunk of
 * its own: visitors never download the editor.
 */
export function dashboardCollectionPages<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
): DashboardCollectionPages {
  return {
    Table: () => <DashboardTablePage definition={definition} />,
    Editor: () => <EditorPage definition={definition} />,
  };
}
