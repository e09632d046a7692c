import { importInStages } from '@/lib/staged-import';

/**
 * How the event and workshop pages load. Part of the first load (the route table uses it), so it only
 * names chunks. The form checks (zod) and the repeat rules (rrule) load first, each in a task of its
 * own, so opening an events page never holds up a tap for long (lib/staged-import).
 */
// The content schema rather than zod itself: importing the package whole would bring all of zod
// (386 KB) instead of the parts the schemas use (89 KB).
const libraries = [() => import('@/collections/content-schema'), () => import('rrule')];

export const eventPageLoaders = {
  public: () => importInStages(libraries, () => import('./event-public-pages')),
  dashboard: () => importInStages(libraries, () => import('./event-dashboard-pages')),
};

export const workshopPageLoaders = {
  public: () => importInStages(libraries, () => import('./workshop-public-pages')),
  dashboard: () => importInStages(libraries, () => import('./workshop-dashboard-pages')),
};

/** The home page's "Coming up". */
export const loadNextEvents = () => importInStages(libraries, () => import('./next-events'));
