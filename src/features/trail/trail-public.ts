import type { CollectionPublicParts } from '@/collections/define-collection';
import type { TrailStop } from './trail-schema';
import { TrailStopSections } from './trail-stop-sections';

/** What visitors see of the trail: the walk (list, map, near me, offline) and each stop's page. */
export const trailPublic: CollectionPublicParts<TrailStop> = {
  // The walk: its own chunk, which a stop's page never loads.
  listView: () => import('./trail-list-view').then((module) => module.TrailListView),
  detailSections: [TrailStopSections],
};
