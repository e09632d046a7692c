/**
 * Renders a route to HTML at build time (scripts/prerender.mjs), so a first visit paints real
 * content before any JavaScript runs, and search engines and link previews see the page. The
 * browser then renders the same page with React (no hydration: the visitor's saved colour mode and
 * season may differ from the defaults used here).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { BRAND } from '@/config/brand';
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
