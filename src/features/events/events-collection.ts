import { defineCollection } from '@/collections/define-collection';
import { eventEditorFields, workshopEditorFields } from './event-editor-fields';
import { eventStructuredData, EventCard, EventDetailSections, EventListView } from './event-public-views';
import { emptyEvent } from './event-defaults';
import { eventTableColumns } from './event-table-columns';
import { eventTableSearchText } from './event-filters';
import { eventSchema, workshopSchema } from './event-schema';
import { eventsMeta, workshopsMeta } from './events-meta';

/** Events: one definition drives their public pages, dashboard table, editor and structured data. */
export const eventsCollection = defineCollection({
  ...eventsMeta,
  publishedSnapshot: '/data/events.json',
  schema: eventSchema,
  empty: emptyEvent,
  fields: eventEditorFields,
  titleField: 'title',
  slugField: 'slug',
  slots: {
    card: EventCard,
    listView: EventListView,
    detailSections: [EventDetailSections],
    structuredData: eventStructuredData,
    tableColumns: eventTableColumns,
    searchText: eventTableSearchText,
  },
});

/** Workshops share the event shape, with a facilitator, skill level, materials and ages. */
export const workshopsCollection = defineCollection({
  ...workshopsMeta,
  publishedSnapshot: '/data/workshops.json',
  schema: workshopSchema,
  empty: () => ({ ...emptyEvent(), facilitator: '', skillLevel: 'all' as const, materials: '', ageRange: '' }),
  fields: workshopEditorFields,
  titleField: 'title',
  slugField: 'slug',
  slots: {
    card: EventCard,
    listView: EventListView,
    detailSections: [EventDetailSections],
    structuredData: eventStructuredData,
    tableColumns: eventTableColumns,
    searchText: eventTableSearchText,
  },
});
