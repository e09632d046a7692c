import { IconCookie, IconHeartHandshake, IconInfoCircle, IconLock, IconScale } from '@tabler/icons-react';
import type { FeatureRoutes } from '@/collections/feature-routes';

const policyPage = () => import('./policy-page');

/**
 * The association's own pages: About, and the policies under /policies. The build puts their published
 * text in the prerendered HTML in place of the shipped text.
 */
export const featureRoutes: FeatureRoutes = {
  feature: 'pages',
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
    {
      path: '/policies/cookies-policy',
      page: policyPage,
      handle: {
        layout: 'default',
        title: 'Cookies policy',
        icon: IconCookie,
        sidebarGroup: 'policies',
        showInSidebar: true,
        description: 'What this site stores on your device and why.',
      },
    },
    {
      path: '/policies/privacy-policy',
      page: policyPage,
      handle: {
        layout: 'default',
        title: 'Privacy policy',
        icon: IconLock,
        sidebarGroup: 'policies',
        showInSidebar: true,
        description: 'What personal information we hold, why, and your rights.',
      },
    },
    {
      path: '/policies/code-of-conduct',
      page: policyPage,
      handle: {
        layout: 'default',
        title: 'Code of conduct',
        icon: IconHeartHandshake,
        sidebarGroup: 'policies',
        showInSidebar: true,
        description: 'How we treat each other at our events, online and in our groups.',
      },
    },
    {
      path: '/policies/gdpr-and-uk-gdpr',
      page: policyPage,
      handle: {
        layout: 'default',
        title: 'GDPR and UK GDPR',
        icon: IconScale,
        sidebarGroup: 'policies',
        showInSidebar: true,
        description: 'How we meet data protection law in the UK.',
      },
    },
  ],
  buildTime: {
    collection: 'pages',
    async use(documents, render) {
      const { copiesFromDocuments, setBuildTimeCopies } = await import('./page-copy');
      const copies = copiesFromDocuments(documents, render);
      setBuildTimeCopies(copies);
      return Object.keys(copies).length;
    },
  },
};
