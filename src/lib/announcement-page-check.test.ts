// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcementKey, pageAnnouncementAttributes } from './announcement';
import { ANNOUNCEMENT_PAGE_CHECK } from './announcement-page-check';
import type { Announcement } from './site-settings-schema';

const banner = (changes: Partial<Announcement> = {}): Announcement => ({
  enabled: true,
  text: 'Stall applications are open.',
  url: '/events',
  severity: 'info',
  startsOn: '',
  endsOn: '',
  ...changes,
});

/** A page as the build writes it: the banner's section, then the check, run as the parser would run it. */
function showPage(shown: Announcement, attributes = pageAnnouncementAttributes(shown)): void {
  document.body.innerHTML = '<main><h1>Home</h1></main>';
  const section = document.createElement('section');
  for (const [name, value] of Object.entries(attributes)) section.setAttribute(name, value);
  const script = document.createElement('script');
  document.body.prepend(section, script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  // The check is the fixed text a page runs inline.
  new Function(ANNOUNCEMENT_PAGE_CHECK)();
}

const bannerOnPage = () => document.querySelector('[data-announcement]');

describe('the page’s own check of its announcement, before the first paint', () => {
  beforeEach(() => {
    localStorage.clear();
    // 23:30 in London on 30 November is already 1 December in Tokyo: the check uses London's day.
    vi.useFakeTimers({ now: new Date('2026-11-30T23:30:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps a banner with no dates that this visitor has not closed', () => {
    showPage(banner());
    expect(bannerOnPage()).not.toBeNull();
  });

  it('takes away the banner this visitor closed, and keeps a changed one', () => {
    localStorage.setItem('dismissed-announcement', announcementKey(banner()));
    showPage(banner());
    expect(bannerOnPage()).toBeNull();
    showPage(banner({ text: 'Stall applications close on Friday.' }));
    expect(bannerOnPage()).not.toBeNull();
  });

  it('shows it from its first day to its last, both included, by London’s calendar', () => {
    for (const [dates, kept] of [
      [{ startsOn: '2026-11-30' }, true],
      [{ startsOn: '2026-12-01' }, false],
      [{ endsOn: '2026-11-30' }, true],
      [{ endsOn: '2026-11-29' }, false],
      [{ startsOn: '2026-11-01', endsOn: '2026-12-31' }, true],
    ] as const) {
      showPage(banner(dates));
      expect(bannerOnPage() !== null, JSON.stringify(dates)).toBe(kept);
    }
  });

  it('leaves the page alone when the attribute is broken, or the script follows something else', () => {
    showPage(banner(), { 'data-announcement': '{', 'data-announcement-key': 'x' });
    expect(bannerOnPage()).not.toBeNull();
    showPage(banner(), { 'data-testid': 'announcement' });
    expect(document.querySelector('[data-testid="announcement"]')).not.toBeNull();
  });
});
