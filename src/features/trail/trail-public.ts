import type { CollectionPublicParts } from '@/collections/define-collection';
import { TrailListView } from './trail-list-view';
import type { TrailStop } from './trail-schema';
import { TrailStopSections } from './trail-stop-sections';

/** What visitors see of the trail: the walk (list, map, near me, offline) and each stop's page. */
export const trailPublic: CollectionPublicParts<TrailStop> = {
  listView: TrailListView,
  detailSections: [TrailStopSections],
};
