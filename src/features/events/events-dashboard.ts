import type { CollectionDashboardParts } from '@/collections/define-collection';
import { eventEditorFields, workshopEditorFields } from './event-editor-fields';
import { eventTableSearchText } from './event-filters';
import type { EventItem, WorkshopItem } from './event-schema';
import { eventTableColumns } from './event-table-columns';

/** A new event or workshop needs a venue (or an online link): the venue's name is inside its custom field. */
const editorSample = { 'Venue name': 'Thornbury Town Hall' };

/** The dashboard's parts: editor fields, table columns and search text. */
export const dashboardParts: {
  events: CollectionDashboardParts<EventItem>;
  workshops: CollectionDashboardParts<WorkshopItem>;
} = {
  events: {
    fields: eventEditorFields,
    tableColumns: eventTableColumns,
    searchText: eventTableSearchText,
    editorSample,
  },
  workshops: {
    fields: workshopEditorFields,
    tableColumns: eventTableColumns as CollectionDashboardParts<WorkshopItem>['tableColumns'],
    searchText: eventTableSearchText,
    editorSample,
  },
};
