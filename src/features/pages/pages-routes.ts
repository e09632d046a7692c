import { IconCookie, IconHeartHandshake, IconInfoCircle, IconLock, IconScale, type Icon } from '@tabler/icons-react';
import type { BuildTimeDocuments, FeatureRoutes } from '@/collections/feature-routes';
import type { AppRoute } from '@/lib/route-meta';
import { pagePath, type PageId } from './page-ids';

const policyPage = () => import('./policy-page');

/** One of the association's pages, at its fixed address (pagePath), in the menu under `group`. */
function ownPage(
  id: PageId,
  page: AppRoute['page'],
  group: 'information' | 'policies',
  title: string,
  icon: Icon,
  description: string,
): AppRoute {
  return {
    path: pagePath(id),
    page,
    handle: { layout: 'default', title, icon, sidebarGroup: group, showInSidebar: true, description },
  };
}

/** A policy's page under /policies. */
const policy = (id: PageId, title: string, icon: Icon, description: string) =>
  ownPage(id, policyPage, 'policies', title, icon, description);

/** The association's own pages: About, and the policies under /policies. */
export const featureRoutes: FeatureRoutes = {
  public: [
    ownPage(
      'about',
      () => import('./about-page'),
      'information',
      'About',
      IconInfoCircle,
      'Who we are, what we do and how the association is run.',
    ),
  ],
  policies: [
    policy('cookies-policy', 'Cookies policy', IconCookie, 'What this site stores on your device and why.'),
    policy('privacy-policy', 'Privacy policy', IconLock, 'What personal information we hold, why, and your rights.'),
    policy(
      'code-of-conduct',
      'Code of conduct',
      IconHeartHandshake,
      'How we treat each other at our events, online and in our groups.',
    ),
    policy('gdpr-and-uk-gdpr', 'GDPR and UK GDPR', IconScale, 'How we meet data protection law in the UK.'),
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
