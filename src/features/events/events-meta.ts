import { IconCalendarEvent, IconTools } from '@tabler/icons-react';
import type { CollectionMeta } from '@/collections/define-collection';

/** Events and workshops as the routes and menus see them (the full definitions: events-collection.ts). */
export const eventsMeta: CollectionMeta = {
  path: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  icon: IconCalendarEvent,
  sidebarGroup: 'pages',
  publicPath: '/events',
  dashboardPath: '/dashboard/events',
  description: 'Concerts, fairs, talks, markets and get-togethers around town.',
  dashboardDescription: 'Create, edit, schedule and publish events, including repeating ones.',
};

export const workshopsMeta: CollectionMeta = {
  path: 'workshops',
  labels: { singular: 'Workshop', plural: 'Workshops' },
  icon: IconTools,
  sidebarGroup: 'pages',
  publicPath: '/workshops',
  dashboardPath: '/dashboard/workshops',
  description: 'Hands-on sessions run by local people: crafts, skills, cooking and more.',
  dashboardDescription: 'Create and publish workshops, with facilitators, skill levels and materials.',
};
