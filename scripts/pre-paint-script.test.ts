// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcementKey } from '../src/lib/announcement';
import type { Announcement } from '../src/lib/site-settings-schema';
import { fillTemplate } from './prerender.mjs';
import { inlineScripts } from './security-headers.mjs';

/** index.html's pre-paint script, run as the browser runs it: in the head, before the body is parsed. */
// From the repository's root, where the tests run (happy-dom's URL has no file: addresses).
const [prePaintScript = ''] = inlineScripts(readFileSync(join(process.cwd(), 'index.html'), 'utf8'));

const banner = (changes: Partial<Announcement> = {}): Announcement => ({
  enabled: true,
  text: 'Stall applications are open.',
  url: '/events',
  severity: 'info',
  startsOn: '',
  endsOn: '',
  ...changes,
});

/** The `<html>` element of a page the build made with `shown`, then the pre-paint script run on it. */
function openPage(shown: Announcement | undefined): void {
  const template = '<html lang="en-GB" data-season="spring"><head></head><body><div id="root"></div></body></html>';
  const page = fillTemplate(template, {
    html: '<main></main>',
    title: 'Home',
    description: undefined,
    announcement: shown && { key: announcementKey(shown), startsOn: shown.startsOn, endsOn: shown.endsOn },
  });
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  const attributes = /<html ([^>]*)>/.exec(page)?.[1] ?? '';
  for (const [, name = '', value = ''] of attributes.matchAll(/([\w-]+)="([^"]*)"/g)) root.setAttribute(name, value);
  new Function(prePaintScript)();
}

const hidden = () => document.documentElement.hasAttribute('data-announcement-hidden');

describe('the pre-paint script and a prerendered announcement banner', () => {
  beforeEach(() => {
    localStorage.clear();
    // 23:30 on 30 November in London is already 1 December in Tokyo: the script uses London's day.
    vi.useFakeTimers({ now: new Date('2026-11-30T23:30:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves a banner with no dates that this visitor has not closed, and a page with no banner', () => {
    openPage(banner());
    expect(hidden()).toBe(false);
    openPage(undefined);
    expect(hidden()).toBe(false);
  });

  it('hides the banner this visitor closed, and not a changed one', () => {
    localStorage.setItem('dismissed-announcement', announcementKey(banner()));
    openPage(banner());
    expect(hidden()).toBe(true);
    openPage(banner({ text: 'Stall applications close on Friday.' }));
    expect(hidden()).toBe(false);
  });

  it('shows it from its first day to its last, both included, by London’s calendar', () => {
    for (const [dates, shown] of [
      [{ startsOn: '2026-11-30' }, true],
      [{ startsOn: '2026-12-01' }, false],
      [{ endsOn: '2026-11-30' }, true],
      [{ endsOn: '2026-11-29' }, false],
      [{ startsOn: '2026-11-01', endsOn: '2026-12-31' }, true],
    ] as const) {
      openPage(banner(dates));
      expect(hidden(), JSON.stringify(dates)).toBe(!shown);
    }
  });

  it('still applies the saved colour mode', () => {
    localStorage.setItem('color-mode', 'dark');
    openPage(banner());
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
