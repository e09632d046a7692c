import type { CollectionDashboardParts } from '@/collections/define-collection';
import type { BusinessItem } from './business-schema';
import { businessEditorFields, businessSearchText, businessTableColumns } from './business-editor-fields';

/** The dashboard's parts: editor fields in named sections, table columns and search text. */
export const businessesDashboard: CollectionDashboardParts<BusinessItem> = {
  fields: businessEditorFields,
  tableColumns: businessTableColumns,
  searchText: businessSearchText,
};
