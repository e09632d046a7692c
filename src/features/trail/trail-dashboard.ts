import type { CollectionDashboardParts } from '@/collections/define-collection';
import { trailEditorFields, trailTableColumns } from './trail-editor-fields';
import type { TrailStop } from './trail-schema';

/** The dashboard's parts: the editor's fields (with placing on the map and the audio guide) and table columns. */
export const trailDashboard: CollectionDashboardParts<TrailStop> = {
  fields: trailEditorFields,
  tableColumns: trailTableColumns,
  searchText: (item) => [item.artist, item.medium].join(' '),
  editorSample: { Latitude: '51.6101', Longitude: '-2.5241' },
};
