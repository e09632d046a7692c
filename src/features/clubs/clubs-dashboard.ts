import type { CollectionDashboardParts } from '@/collections/define-collection';
import { clubEditorFields, clubSearchText, clubTableColumns } from './club-editor-fields';
import type { ClubItem } from './club-schema';

/** The dashboard's parts for clubs: editor fields, table columns and search text. */
export const clubsDashboard: CollectionDashboardParts<ClubItem> = {
  fields: clubEditorFields,
  tableColumns: clubTableColumns,
  searchText: clubSearchText,
};
