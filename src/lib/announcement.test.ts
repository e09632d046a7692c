import { describe, expect, it } from 'vitest';
import {
  announcementKey,
  isAnnouncementShowing,
  pageAnnouncementAttributes,
  parsePageAnnouncement,
} from './announcement';
import type { Announcement } from './site-settings-schema';

const banner = (changes: Partial<Announcement> = {}): Announcement => ({
  enabled: true,
  text: 'The fun day is on Saturday.',
  url: '/events',
  severity: 'info',
  startsOn: '',
  endsOn: '',
  ...changes,
});

describe('isAnnouncementShowing', () => {
  it('shows an enabled banner with no dates on any day', () => {
    expect(isAnnouncementShowing(banner(), '2026-11-24')).toBe(true);
  });

  it('hides a banner that is off, or has nothing to say', () => {
    expect(isAnnouncementShowing(banner({ enabled: false }), '2026-11-24')).toBe(false);
    expect(isAnnouncementShowing(banner({ text: '   ' }), '2026-11-24')).toBe(false);
  });

  it('starts on its first day and not before', () => {
    const dated = banner({ startsOn: '2026-11-25' });
    expect(isAnnouncementShowing(dated, '2026-11-24')).toBe(false);
    expect(isAnnouncementShowing(dated, '2026-11-25')).toBe(true);
    expect(isAnnouncementShowing(dated, '2027-01-01')).toBe(true);
  });

  it('shows through its last day and stops after it', () => {
    const dated = banner({ endsOn: '2026-11-30' });
    expect(isAnnouncementShowing(dated, '2026-11-30')).toBe(true);
    expect(isAnnouncementShowing(dated, '2026-12-01')).toBe(false);
  });

  it('shows between both ends, including a one-day banner, and compares across years', () => {
    const oneDay = banner({ startsOn: '2026-12-31', endsOn: '2026-12-31' });
    expect(isAnnouncementShowing(oneDay, '2026-12-30')).toBe(false);
    expect(isAnnouncementShowing(oneDay, '2026-12-31')).toBe(true);
    expect(isAnnouncementShowing(oneDay, '2027-01-01')).toBe(false);
  });
});

describe('announcementKey', () => {
  it('is the same for the same announcement and changes when it is reworded, relinked or redated', () => {
    const key = announcementKey(banner());
    expect(announcementKey(banner({ severity: 'urgent' }))).toBe(key);
    expect(announcementKey(banner({ text: ' The fun day is on Saturday. ' }))).toBe(key);
    expect(announcementKey(banner({ text: 'The fun day is on Sunday.' }))).not.toBe(key);
    expect(announcementKey(banner({ url: '/clubs' }))).not.toBe(key);
    expect(announcementKey(banner({ endsOn: '2026-12-01' }))).not.toBe(key);
    expect(key).toMatch(/^[0-9a-z]+$/);
  });
});

describe('parsePageAnnouncement', () => {
  const attribute = (value: unknown) => JSON.stringify(value);

  it('reads back the banner a page carries, as the banner wrote it', () => {
    const dated = banner({ severity: 'urgent', url: 'https://council.example/roads', endsOn: '2026-12-24' });
    expect(parsePageAnnouncement(pageAnnouncementAttributes(dated)['data-announcement'])).toEqual(dated);
  });

  it('takes nothing that the settings schema would refuse', () => {
    for (const changes of [
      { enabled: false },
      { text: '' },
      { text: 'x'.repeat(281) },
      { text: 'Two\nlines' },
      { url: 'javascript:alert(1)' },
      { url: '//elsewhere.example' },
      { severity: 'loud' },
      { startsOn: '24/12/2026' },
      { endsOn: '2026-13-01' },
      { text: 42 },
    ]) {
      expect(parsePageAnnouncement(attribute({ ...banner(), ...changes })), JSON.stringify(changes)).toBeUndefined();
    }
  });

  it('takes nothing from an attribute that is missing, not JSON or not an object', () => {
    for (const raw of [null, undefined, '', '{', 'null', '"text"', '[]', 'x'.repeat(5_000)]) {
      expect(parsePageAnnouncement(raw)).toBeUndefined();
    }
  });
});
