import { IconBrush, IconCode, IconComponents, IconFlask, IconLayout, IconTestPipe } from '@tabler/icons-react';
import type { AppRoute } from '@/lib/route-meta';

/** Development and test pages: present in development builds only (docs/specification.md §2). */
export const developmentRoutes: AppRoute[] = [
  {
    path: '/development',
    page: () => import('@/pages/development/development-page'),
    handle: {
      layout: false,
      title: 'Development',
      icon: IconCode,
      sidebarGroup: null,
      showInSidebar: false,
      devOnly: true,
      description: 'Theme palettes in every season and mode, side by side.',
    },
  },
  {
    path: '/test-layout',
    page: () => import('@/pages/development/test-layout-page'),
    handle: {
      layout: 'default',
      title: 'Test layout',
      icon: IconLayout,
      sidebarGroup: 'testing',
      showInSidebar: true,
      devOnly: true,
      description: 'The default layout with long content, to check scrolling, the header and the footer.',
    },
  },
  {
    path: '/test-generic',
    page: () => import('@/pages/development/test-generic-page'),
    handle: {
      layout: 'development',
      title: 'Test generic',
      icon: IconTestPipe,
      sidebarGroup: 'gallery',
      showInSidebar: true,
      devOnly: true,
      description: 'Typography, buttons, inputs and feedback in the current season.',
    },
  },
  {
    path: '/test-codeblock',
    page: () => import('@/pages/development/test-codeblock-page'),
    handle: {
      layout: 'development',
      title: 'Test code block',
      icon: IconBrush,
      sidebarGroup: 'gallery',
      showInSidebar: true,
      devOnly: true,
      description: 'Code blocks and Markdown rendering.',
    },
  },
  {
    path: '/test-component',
    page: () => import('@/pages/development/test-component-page'),
    handle: {
      layout: 'development',
      title: 'Test component',
      icon: IconComponents,
      sidebarGroup: 'gallery',
      showInSidebar: true,
      devOnly: true,
      description: 'The shared components, each in its states.',
    },
  },
  {
    path: '/test-experiment',
    page: () => import('@/pages/development/test-experiment-page'),
    handle: {
      layout: 'development',
      title: 'Test experiment',
      icon: IconFlask,
      sidebarGroup: 'gallery',
      showInSidebar: true,
      devOnly: true,
      colorMode: 'dark',
      description: 'A page that forces dark mode, whatever the visitor chose.',
    },
  },
];
