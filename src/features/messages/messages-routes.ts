import { lazy } from 'react';
import { IconMail } from '@tabler/icons-react';
import type { FeatureRoutes } from '@/collections/feature-routes';

/** The inbox of messages sent from the contact page. */
export const featureRoutes: FeatureRoutes = {
  overview: [
    {
      path: '/dashboard/messages',
      page: () => import('./messages-page'),
      handle: {
        layout: 'dashboard',
        requiredRole: 'admin',
        title: 'Messages',
        // The contact page's icon, already in the first page load (a new icon would add to it).
        icon: IconMail,
        sidebarGroup: 'overview',
        showInSidebar: true,
        navBadge: { name: 'unhandledMessages', shownTo: 'admin', view: lazy(() => import('./messages-nav-count')) },
        description: 'Messages sent from the contact page: read them, reply and mark them handled.',
      },
    },
  ],
};
