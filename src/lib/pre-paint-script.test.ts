import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { londonDayKey } from './london-time';
import { memoryStorage } from './memory-storage';

/** index.html's pre-paint script, as the browser runs it before the first paint. */
const script = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))?.[1] ?? '';

/** Runs the script at `instant` on a page whose banner shows from `startsOn` to `endsOn`; whether it hid it. */
function hidesBanner(instant: string, startsOn: string, endsOn: string): boolean {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  const window = new Window();
  const root = window.document.documentElement;
  root.setAttribute('data-announcement-key', 'abc');
  root.setAttribute('data-announcement-starts', startsOn);
  root.setAttribute('data-announcement-ends', endsOn);
  new Function('document', 'localStorage', 'window', script)(window.document, memoryStorage(), window);
  return root.hasAttribute('data-announcement-hidden');
}

afterEach(() => {
  vi.useRealTimers();
});

const dayBefore = (key: string) => new Date(Date.parse(`${key}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (key: string) => new Date(Date.parse(`${key}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the pre-paint script’s day in London (without Intl, which is slow to start)', () => {
  it.each([
    '2026-03-29T00:59:00Z', // the last minute of winter time
    '2026-03-29T23:30:00Z', // summer time: already the 30th in London
    '2026-06-30T23:30:00Z',
    '2026-10-24T23:30:00Z', // still summer time: the 25th in London
    '2026-10-25T00:59:00Z',
    '2026-10-25T01:00:00Z', // winter time again
    '2026-12-31T23:59:00Z',
    '2027-03-28T00:30:00Z',
    '2027-03-28T01:30:00Z',
  ])('agrees with the app on which day it is at %s', (instant) => {
    const today = londonDayKey(new Date(instant));
    expect(hidesBanner(instant, today, today)).toBe(false);
    expect(hidesBanner(instant, '', dayBefore(today))).toBe(true);
    expect(hidesBanner(instant, dayAfter(today), '')).toBe(true);
  });
});
