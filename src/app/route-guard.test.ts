import { describe, expect, it } from 'vitest';
import { IconHome } from '@tabler/icons-react';
import type { RouteMeta } from '@/lib/route-meta';
import { guardRoute, isAbsoluteUrl } from './route-guard';

const base: RouteMeta = { layout: 'default', title: 'T', icon: IconHome, sidebarGroup: null, showInSidebar: false };

describe('guardRoute', () => {
  it('renders a route with no checks', () => {
    expect(guardRoute(base, {})).toEqual({ kind: 'render' });
  });

  it('navigates in the app for a path redirect', () => {
    expect(guardRoute({ ...base, redirect: '/articles' }, {})).toEqual({
      kind: 'redirect',
      to: '/articles',
      fullPageLoad: false,
    });
  });

  it('fills the target’s parameters from the address (an old post address keeps its slug)', () => {
    expect(guardRoute({ ...base, redirect: '/blog/:slug' }, { slug: 'summer-fair' })).toEqual({
      kind: 'redirect',
      to: '/blog/summer-fair',
      fullPageLoad: false,
    });
  });

  it('does a full page load for an absolute redirect', () => {
    expect(guardRoute({ ...base, redirect: 'https://example.org/x' }, {})).toMatchObject({ fullPageLoad: true });
  });

  it('refuses params that fail validate', () => {
    const meta = { ...base, validate: (params: { slug?: string }) => params.slug === 'ok' };
    expect(guardRoute(meta, { slug: 'ok' })).toEqual({ kind: 'render' });
    expect(guardRoute(meta, { slug: 'NO' })).toEqual({ kind: 'not-found' });
  });
});

describe('isAbsoluteUrl', () => {
  it.each([
    ['https://a.b', true],
    ['mailto:x@y.z', true],
    ['//cdn.example', true],
    ['/path', false],
    ['relative', false],
  ])('%s → %s', (target, expected) => {
    expect(isAbsoluteUrl(target)).toBe(expected);
  });
});
