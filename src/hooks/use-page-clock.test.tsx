// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PAGE_DRAWN_AT_ATTRIBUTE, PageDrawnAtContext, pageDrawnAt, usePageClock } from './use-page-clock';

const built = new Date('2026-11-30T18:00:00.000Z');

function drawnFor(value: Date | undefined) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <PageDrawnAtContext.Provider value={value}>{children}</PageDrawnAtContext.Provider>;
  };
}

describe('usePageClock', () => {
  it('says the moment the page was drawn at while the app adopts it, then the visitor’s, kept', () => {
    let drawnAt: Date | undefined = built;
    const { result, rerender } = renderHook(() => usePageClock(), {
      wrapper: ({ children }) => drawnFor(drawnAt)({ children }),
    });
    expect(result.current).toBe(built);
    const before = Date.now();
    drawnAt = undefined;
    rerender();
    const visitors = result.current;
    expect(visitors.getTime()).toBeGreaterThan(built.getTime());
    expect(visitors.getTime()).toBeLessThanOrEqual(before);
    rerender();
    expect(result.current).toBe(visitors);
  });
});

describe('pageDrawnAt', () => {
  function pageWith(value: string | null): Document {
    const page = document.implementation.createHTMLDocument('');
    if (value !== null) page.documentElement.setAttribute(PAGE_DRAWN_AT_ATTRIBUTE, value);
    return page;
  }

  it('reads the build’s time from the page', () => {
    expect(pageDrawnAt(pageWith(built.toISOString()))).toEqual(built);
  });

  it('ignores a page without one, or with anything but a time as the build writes it', () => {
    for (const value of [null, '', 'yesterday', '2026-13-45T99:99:99Z', `${built.toISOString()} and more`]) {
      expect(pageDrawnAt(pageWith(value)), String(value)).toBeUndefined();
    }
    expect(pageDrawnAt(undefined)).toBeUndefined();
  });
});
