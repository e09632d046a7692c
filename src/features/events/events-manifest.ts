import { IconCalendarEvent, IconTools } from '@tabler/icons-react';
import {
  defineManifest,
  type BeyondWindow,
  type CollectionManifest,
  type WindowQuery,
} from '@/collections/define-collection';
import { importInStages } from '@/lib/staged-import';

/**
 * Events and workshops as the first page load sees them: routes, menus and access. Their code loads
 * on demand in three parts that never share a chunk (model, visitors' views, dashboard).
 *
 * The form checks (zod, through the content schema: importing the package whole would bring all of
 * zod, 386 KB, instead of the 89 KB the schemas use) and the repeat rules (rrule) load first, each in
 * a task of its own, so opening an events page never holds up a tap for long (lib/staged-import).
 */
const stageLibraries = [() => import('@/collections/content-schema'), () => import('rrule')];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Past events a device keeps, and the list shows without asking the server for more. */
export const PAST_WINDOW_DAYS = 366;

/**
 * What a device keeps of events and workshops, and what their list reads (decision 0032): every one not
 * over yet (a series that began years ago first, then by start; `occursUntil` is kept by every save),
 * and those that ended within the last year, newest first. "Today" starts a day early and at midnight
 * UTC: the same query all day, whatever the time zone.
 */
export function eventWindow(now: Date): WindowQuery[] {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS);
  const yearAgo = new Date(today.getTime() - PAST_WINDOW_DAYS * DAY_MS);
  return [
    {
      filters: [{ field: 'occursUntil', op: '>=', value: today }],
      orderBy: { field: 'startsAt', direction: 'asc' },
      limit: 500,
    },
    {
      filters: [
        { field: 'occursUntil', op: '<', value: today },
        { field: 'occursUntil', op: '>=', value: yearAgo },
      ],
      orderBy: { field: 'occursUntil', direction: 'desc' },
      limit: 500,
    },
  ];
}

/** Past the window: events over before its year, most recently over first (read online on request). */
export function eventsBeyondWindow(now: Date): BeyondWindow {
  const [, past] = eventWindow(now);
  const yearAgo = past?.filters.find((filter) => filter.op === '>=')?.value;
  return {
    filters: [{ field: 'occursUntil', op: '<', value: yearAgo }],
    orderBy: { field: 'occursUntil', direction: 'desc' },
    direction: 'older',
  };
}

const load = (kind: 'events' | 'workshops'): CollectionManifest['load'] => ({
  model: () => import('./events-model').then((module) => module.models[kind]),
  public: () => import('./events-public').then((module) => module.publicParts),
  dashboard: () => import('./events-dashboard').then((module) => module.dashboardParts[kind]),
});

export const eventsManifest = defineManifest({
  path: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  icon: IconCalendarEvent,
  sidebarGroup: 'pages',
  navOrder: 10,
  publicPath: '/events',
  dashboardPath: '/dashboard/events',
  description: 'Concerts, fairs, talks, markets and get-togethers around town.',
  dashboardDescription: 'Create, edit, schedule and publish events, including repeating ones.',
  access: { read: 'public', edit: 'editor' },
  // The organiser is a club, organisation or committee: their pages list its events.
  references: [{ field: 'organiser', collections: ['clubs', 'organisations', 'committees'], heading: 'Events by' }],
  defaultSort: { field: 'startsAt', direction: 'asc' },
  publicWindow: eventWindow,
  beyondWindow: eventsBeyondWindow,
  feed: 'events',
  sections: [{ page: 'home', order: 10, load: () => loadNextEvents().then((module) => module.NextEvents) }],
  flags: { publishedSnapshot: true, ownListView: true, sitemap: true, prerender: true },
  stageLibraries,
  load: load('events'),
});

export const workshopsManifest = defineManifest({
  path: 'workshops',
  labels: { singular: 'Workshop', plural: 'Workshops' },
  icon: IconTools,
  sidebarGroup: 'pages',
  navOrder: 20,
  publicPath: '/workshops',
  dashboardPath: '/dashboard/workshops',
  description: 'Hands-on sessions run by local people: crafts, skills, cooking and more.',
  dashboardDescription: 'Create and publish workshops, with facilitators, skill levels and materials.',
  access: { read: 'public', edit: 'editor' },
  defaultSort: { field: 'startsAt', direction: 'asc' },
  publicWindow: eventWindow,
  beyondWindow: eventsBeyondWindow,
  feed: 'events',
  flags: { publishedSnapshot: true, ownListView: true, sitemap: true, prerender: true },
  stageLibraries,
  load: load('workshops'),
});

/** The home page's "Coming up" (its section). */
const loadNextEvents = () => importInStages(stageLibraries, () => import('./next-events'));
