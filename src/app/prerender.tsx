/**
 * Renders a route to HTML at build time (scripts/prerender.mjs), so a first visit paints real
 * content before any JavaScript runs, and search engines and link previews see the page. The
 * browser then renders the same page with React (no hydration: the visitor's saved colour mode and
 * season may differ from the defaults used here).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { renderMarkdown } from '@/components/markdown';
import { BRAND } from '@/config/brand';
import { copiesFromDocuments, setBuildTimeCopies } from '@/features/pages/page-copy';
import type { RouteMeta } from '@/lib/route-meta';
import { pageTitle } from '@/lib/page-title';
import { AppProviders } from './app-providers';
import { appRoutes } from './app-routes';
import { routeTree } from './router';

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string | undefined;
}

/** The paths worth prerendering: every route of the build without parameters or redirects. */
export const prerenderPaths: string[] = appRoutes
  .filter((route) => route.page && !route.path.includes(':') && !route.handle.redirect)
  .map((route) => route.path);

/**
 * The published About and policy pages the build could read (scripts/prerender.mjs): their text goes into
 * the prerendered HTML in place of the shipped text.
 */
export function setPublishedPages(documents: readonly { id: string; data: Record<string, unknown> }[]): number {
  const copies = copiesFromDocuments(documents, renderMarkdown);
  setBuildTimeCopies(copies);
  return Object.keys(copies).length;
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routeTree(appRoutes));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected; it should not be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const leaf = context.matches.at(-1)?.route.handle as RouteMeta | undefined;
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, title: pageTitle(leaf?.title, BRAND), description: leaf?.description };
}
