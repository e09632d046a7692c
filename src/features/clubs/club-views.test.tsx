// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import type { ReactElement } from 'react';
import type { Parsed } from '@/collections/converter';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { ClubCard } from './club-card';
import { ClubDetailSections } from './club-detail-sections';
import { clubSchema, type ClubItem } from './club-schema';

/** Saturday 21 November 2026, 10am: the running club next meets on Tuesday 24 November. */
const NOW = new Date('2026-11-21T10:00:00Z');
const clubs: Parsed<ClubItem>[] = (buildSeedData(NOW).collections['clubs'] ?? []).map(({ id, data }) => ({
  ...clubSchema.parse(data),
  id,
}));
const find = (slug: string) => {
  const found = clubs.find((club) => club.slug === slug);
  if (!found) throw new Error(`No seed club ${slug}`);
  return found;
};

const show = (element: ReactElement) => renderInRouter(element);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

describe('club card', () => {
  it('shows initials for a club without a logo, its name as a link, category, summary and next meeting', () => {
    const running = find('thornbury-running-club');
    show(<ClubCard item={running} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Thornbury Running Club' }).getAttribute('href')).toBe(
      '/clubs/thornbury-running-club',
    );
    expect(within(card).getByText('Sport')).toBeTruthy();
    expect(within(card).getByText('R')).toBeTruthy();
    expect(within(card).getByText(running.summary)).toBeTruthy();
    expect(within(card).getByText('Next meeting: Tuesday 24 November')).toBeTruthy();
  });

  it('shows the logo when the club has one', () => {
    const chess = {
      ...find('thornbury-chess-club'),
      logo: { path: 'l', url: '/l.png', alt: 'Badge', width: 9, height: 9 },
    };
    const { container } = show(<ClubCard item={chess} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/l.png');
  });
});

describe('club page sections', () => {
  it('shows when and where it meets with the next date, the fee as money with its note, and tap-to-call', () => {
    show(<ClubDetailSections item={find('thornbury-running-club')} />);
    expect(screen.getByRole('heading', { name: 'When and where we meet' })).toBeTruthy();
    expect(screen.getByText('Next: Tuesday 24 November')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in maps' })).toBeTruthy();
    expect(screen.getByText('£30.00 a year (first month free)')).toBeTruthy();
    expect(screen.getByText('16+')).toBeTruthy();
    expect(screen.getByRole('link', { name: '01632 960201' }).getAttribute('href')).toBe('tel:+441632960201');
    expect(screen.getByRole('link', { name: 'run@thornbury-running-club.example' }).getAttribute('href')).toBe(
      'mailto:run@thornbury-running-club.example',
    );
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://facebook.example/thornburyrunning',
    );
  });

  it('says a free club is free, with its note in brackets', () => {
    show(<ClubDetailSections item={find('thornbury-repair-cafe')} />);
    expect(screen.getByText('Free (donations welcome)')).toBeTruthy();
  });
});
