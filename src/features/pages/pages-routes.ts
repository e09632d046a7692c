import { IconCookie, IconHeartHandshake, IconInfoCircle, IconLock, IconScale, type Icon } from '@tabler/icons-react';
import type { BuildTimeDocuments, FeatureRoutes } from '@/collections/feature-routes';
import type { AppRoute } from '@/lib/route-meta';
import { pagePath, type PageId } from './page-ids';

const policyPage = () => import('./policy-page');

/** A policy's page under /policies, in the menu's "Policies" group. */
function policyRoute(id: PageId, title: string, icon: Icon, description: string): AppRoute {
  return {
    path: pagePath(id),
    page: policyPage,
    handle: { layout: 'default', title, icon, sidebarGroup: 'policies', showInSidebar: true, description },
  };
}

/** The association's own pages: About, and the policies under /policies. */
export const featureRoutes: FeatureRoutes = {
  public: [
    {
      path: '/about',
      page: () => import('./about-page'),
      handle: {
        layout: 'default',
        title: 'About',
        icon: IconInfoCircle,
        sidebarGroup: 'information',
        showInSidebar: true,
        description: 'Who we are, what we do and how the association is run.',
      },
    },
  ],
  policies: [
    policyRoute('cookies-policy', 'Cookies policy', IconCookie, 'What this site stores on your device and why.'),
    policyRoute(
      'privacy-policy',
      'Privacy policy',
      IconLock,
      'What personal information we hold, why, and your rights.',
    ),
    policyRoute(
      'code-of-conduct',
      'Code of conduct',
      IconHeartHandshake,
      'How we treat each other at our events, online and in our groups.',
    ),
    policyRoute('gdpr-and-uk-gdpr', 'GDPR and UK GDPR', IconScale, 'How we meet data protection law in the UK.'),
  ],
};

/** The published About and policy pages, whose text the build puts in place of the shipped text. */
export const buildTimeDocuments: BuildTimeDocuments = {
  collection: 'pages',
  async use(documents, render) {
    const { copiesFromDocuments, setBuildTimeCopies } = await import('./page-copy');
    const copies = copiesFromDocuments(documents, render);
    setBuildTimeCopies(copies);
    return Object.keys(copies).length;
  },
};
