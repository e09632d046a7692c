import 'fake-indexeddb/auto';
import { get } from 'idb-keyval';
import { Window } from 'happy-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { BRAND } from '@/config/brand';
import { memoryStorage } from '@/lib/memory-storage';
import { defaultSiteSettings } from '@/lib/site-settings-defaults';
import { pageAnnouncementAttributes } from '@/lib/announcement';
import type { Announcement, SiteSettings } from '@/lib/site-settings-schema';
import { flushStored } from './persistence';
import { settingsStore } from './settings-store';
import { applySiteSettings } from './site-settings-apply';
import { pageSiteDetailsAttributes } from '@/lib/site-details';
import { dismissAnnouncement, parseBrandMirror, siteSettingsStore, startSiteSettings } from './site-settings-store';
import { forgetSeasonChoice, setSeason, themeStore } from './theme-store';

const lateNovember = new Date('2026-11-24T12:00:00');
const renamed = (changes: Partial<SiteSettings> = {}): SiteSettings => ({
  ...defaultSiteSettings(),
  companyName: 'Thornbury Hub Renamed',
  defaultSeason: 'winter',
  ...changes,
});

beforeEach(() => {
  siteSettingsStore.settings = defaultSiteSettings();
  siteSettingsStore.source = 'shipped';
  siteSettingsStore.dismissedAnnouncement = null;
  settingsStore.companyName = BRAND;
  themeStore.seasonalTheme = 'spring';
  forgetSeasonChoice();
});

describe('applySiteSettings', () => {
  it('shows the brand in the header and footer, applies the default season and keeps a copy', async () => {
    const storage = memoryStorage();
    applySiteSettings(renamed(), 'server', storage, lateNovember);
    expect(settingsStore.companyName).toBe('Thornbury Hub Renamed');
    expect(settingsStore.copyrightNotice).toBe('© 2025–2026 Thornbury Hub Renamed. All rights reserved.');
    expect(themeStore.seasonalTheme).toBe('winter');
    expect(storage.getItem('site-brand')).toBe('Thornbury Hub Renamed');
    expect(storage.getItem('site-default-season')).toBe('winter');
    await flushStored();
    expect(await get('siteSettings')).toMatchObject({ companyName: 'Thornbury Hub Renamed' });
  });

  it("leaves a visitor's own season alone", () => {
    setSeason('summer');
    applySiteSettings(renamed(), 'server', memoryStorage(), lateNovember);
    expect(themeStore.seasonalTheme).toBe('summer');
  });

  it("never lets this device's older copy replace what the server said", () => {
    applySiteSettings(renamed(), 'server', memoryStorage(), lateNovember);
    applySiteSettings(renamed({ companyName: 'Old name' }), 'device', memoryStorage(), lateNovember);
    expect(settingsStore.companyName).toBe('Thornbury Hub Renamed');
    expect(siteSettingsStore.source).toBe('server');
  });
});

describe('startSiteSettings', () => {
  it('shows the brand as last read on this device from the first render, and the dismissed banner', () => {
    startSiteSettings(
      memoryStorage({ 'site-brand': 'Thornbury Hub Renamed', 'dismissed-announcement': 'abc' }),
      lateNovember,
    );
    expect(settingsStore.companyName).toBe('Thornbury Hub Renamed');
    expect(siteSettingsStore.settings.companyName).toBe('Thornbury Hub Renamed');
    expect(siteSettingsStore.dismissedAnnouncement).toBe('abc');
  });

  it('ignores a brand mirror that is not a one-line name', () => {
    startSiteSettings(memoryStorage({ 'site-brand': 'x'.repeat(101) }), lateNovember);
    expect(settingsStore.companyName).toBe(BRAND);
    expect(parseBrandMirror('A\nB')).toBeUndefined();
    expect(parseBrandMirror('  ')).toBeUndefined();
    expect(parseBrandMirror('Hub')).toBe('Hub');
  });
});

describe('startSiteSettings on a prerendered page with a banner', () => {
  const pageWith = (attributes: Record<string, string>): Document => {
    const document = new Window().document as unknown as Document;
    const section = document.createElement('section');
    for (const [name, value] of Object.entries(attributes)) section.setAttribute(name, value);
    document.body.append(section);
    return document;
  };
  const shown: Announcement = {
    enabled: true,
    text: 'The fun day is on Saturday.',
    url: '/events',
    severity: 'warning',
    startsOn: '',
    endsOn: '2026-12-01',
  };

  it('starts from the banner the page shows, so the first render keeps it in place', () => {
    expect(startSiteSettings(memoryStorage(), lateNovember, pageWith(pageAnnouncementAttributes(shown)))).toBe(true);
    expect(siteSettingsStore.settings.announcement).toEqual(shown);
    expect(siteSettingsStore.settings.companyName).toBe(BRAND);
  });

  it('does not ask for the banner’s code when the pre-paint script hid it (closed here, or outside its days)', () => {
    const page = pageWith(pageAnnouncementAttributes(shown));
    page.documentElement.setAttribute('data-announcement-hidden', '');
    expect(startSiteSettings(memoryStorage(), lateNovember, page)).toBe(false);
  });

  it('keeps the shipped announcement when the page shows none, or carries one that does not check out', () => {
    const shipped = defaultSiteSettings().announcement;
    expect(startSiteSettings(memoryStorage(), lateNovember, pageWith({}))).toBe(false);
    expect(startSiteSettings(memoryStorage(), lateNovember, pageWith({ 'data-announcement': '{"text":1}' }))).toBe(
      false,
    );
    expect(startSiteSettings(memoryStorage(), lateNovember)).toBe(false);
    expect(siteSettingsStore.settings.announcement).toEqual(shipped);
  });
});

describe('startSiteSettings on a prerendered page', () => {
  it('starts from the name and contact details its footer shows, so the first render matches the page', () => {
    const document = new Window().document as unknown as Document;
    const footer = document.createElement('footer');
    const details = {
      companyName: 'Thornbury Hub',
      contact: { address: 'Town Hall, 35 High Street', email: 'hello@hub.example', phone: '', openingTimes: '' },
      socialLinks: [{ label: 'Facebook', url: 'https://facebook.example/hub' }],
    };
    for (const [name, value] of Object.entries(pageSiteDetailsAttributes(details))) footer.setAttribute(name, value);
    document.body.append(footer);
    // The page was built after this device last read the name: the page's is what the visitor sees.
    startSiteSettings(memoryStorage({ 'site-brand': 'An older name' }), lateNovember, document);
    expect(siteSettingsStore.settings).toMatchObject(details);
    expect(settingsStore.companyName).toBe('Thornbury Hub');
  });
});

describe('dismissAnnouncement', () => {
  it('remembers the dismissed announcement on this device', () => {
    const storage = memoryStorage();
    dismissAnnouncement('k1', storage);
    expect(siteSettingsStore.dismissedAnnouncement).toBe('k1');
    expect(storage.getItem('dismissed-announcement')).toBe('k1');
  });
});
