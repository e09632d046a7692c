import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@/lib/route-meta';
import { createRouteMatcher } from './route-matcher';
import { siteRoutes } from './route-table';

describe('createRouteMatcher', () => {
  const matcher = createRouteMatcher(siteRoutes);
  const pages = siteRoutes.filter((route) => route.page).map((route) => ({ path: route.path, route }));
  const routerAnswer = (pathname: string) => matchRoutes(pages, pathname)?.at(-1)?.route.route;

  it.each([
    '/',
    '/events',
    '/events/summer-fair',
    '/workshops/pottery-for-beginners',
    '/about',
    '/policies/privacy-policy',
    '/dashboard',
    '/dashboard/events',
    '/dashboard/events/new',
    '/dashboard/events/abc123',
    '/sign-in',
    '/no-such-page',
    '/events/a/b',
  ])('finds the same route as the router for %s', (pathname) => {
    expect(matcher(pathname)).toBe(routerAnswer(pathname));
  });

  it('prefers a fixed segment over a parameter, as the router does', () => {
    expect(matcher('/dashboard/events/new')?.handle.title).toBe('New event');
    expect(matcher('/dashboard/events/abc123')?.handle.title).toBe('Edit event');
  });

  it('matches routes whose first segment is a parameter', () => {
    const [template] = siteRoutes;
    if (!template) throw new Error('The route table is empty.');
    const routes: AppRoute[] = [
      { ...template, path: '/about' },
      { ...template, path: '/:lang/news' },
    ];
    const match = createRouteMatcher(routes);
    expect(match('/cy/news')?.path).toBe('/:lang/news');
    expect(match('/about')?.path).toBe('/about');
    expect(match('/cy/other')).toBeUndefined();
  });
});
