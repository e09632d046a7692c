import { createContext, useContext, useState } from 'react';

/**
 * The `<html>` attribute a prerendered page carries the moment the build drew it at (scripts/prerender.mjs).
 * What a page says relative to today (an event list's upcoming events, a club's next meeting, whether a
 * business is open now) is drawn for that moment; a visit on a later day or hour would otherwise draw
 * different words in its first render, and React would build the whole page anew (error 418).
 */
export const PAGE_DRAWN_AT_ATTRIBUTE = 'data-drawn-at';

/** The moment a prerendered page was drawn at, from its `<html>` element; undefined on any other page. */
export function pageDrawnAt(page: Document | undefined): Date | undefined {
  const text = page?.documentElement.getAttribute(PAGE_DRAWN_AT_ATTRIBUTE);
  // An ISO time as the build writes it, and nothing else: a page edited by hand must not break the start.
  if (!text || text.length > 40 || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(text)) return undefined;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

/**
 * The moment the page is being drawn for, while that is not the visitor's own (AppProviders): the build's,
 * in the build and while the app adopts the page the build drew. Undefined otherwise.
 */
export const PageDrawnAtContext = createContext<Date | undefined>(undefined);

/**
 * "Now" for a component's words about today: the moment the page was drawn at while the app adopts a
 * prerendered page, then the moment this component first rendered for the visitor (kept, so its lists do
 * not change under the reader; a component that must turn over uses useMinuteClock).
 */
export function usePageClock(): Date {
  const drawnAt = useContext(PageDrawnAtContext);
  const [shownAt] = useState(() => new Date());
  return drawnAt ?? shownAt;
}
