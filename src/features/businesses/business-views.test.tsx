// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { cleanup, screen, within } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import type { Parsed } from '@/collections/converter';
import { weeklyHours } from '@/collections/fields/opening-hours';
import { businessSchema, type BusinessItem } from './business-schema';
import { BusinessCard, BusinessDetailSections, businessMapsUrl } from './business-views';

function item(changes: Partial<BusinessItem> = {}): Parsed<BusinessItem> {
  const parsed = businessSchema.parse({
    ...contentItem({
      slug: 'castle-street-bakery',
      title: 'Castle Street Bakery',
      summary: 'Sourdough and lardy cake.',
    }),
    category: 'Food and drink',
    address: '12 Castle Street, Thornbury BS35 1HB',
    lat: 51.6127,
    lng: -2.5284,
    openingHours: weeklyHours('07:30', '16:00', { sat: ['07:30', '14:00'], sun: null }),
    contact: { email: 'bread@bakery.example', phone: '01632 960301', website: 'https://bakery.example' },
    website: 'https://bakery.example',
    memberOffer: 'A free coffee with any loaf',
    ownerUid: 'demo-member',
    ...changes,
  });
  return { ...parsed, id: parsed.slug } as Parsed<BusinessItem>;
}

beforeEach(() => {
  // Sunday 22 November 2026, 11:00 in London (GMT): closed until Monday morning.
  vi.useFakeTimers({ now: new Date('2026-11-22T11:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BusinessCard', () => {
  it('shows the name as a link, the category, whether it is open and the offer', () => {
    renderInRouter(<BusinessCard item={item()} />);
    expect(screen.getByRole('link', { name: 'Castle Street Bakery' }).getAttribute('href')).toBe(
      '/businesses/castle-street-bakery',
    );
    expect(screen.getByText('Food and drink')).toBeTruthy();
    expect(screen.getByText('Closed · opens tomorrow 07:30')).toBeTruthy();
    expect(screen.getByText('Member offer: A free coffee with any loaf')).toBeTruthy();
  });

  it('says a listing with no hours is open all the time', () => {
    renderInRouter(<BusinessCard item={item({ openingHours: null })} />);
    expect(screen.getByText('Open 24 hours')).toBeTruthy();
  });
});

describe('BusinessDetailSections', () => {
  it('shows hours, address with a maps link, offer, and contact with the website once', () => {
    renderInRouter(<BusinessDetailSections item={item()} />);
    expect(screen.getByRole('heading', { name: 'Opening hours' })).toBeTruthy();
    expect(screen.getByText('Closed · opens tomorrow 07:30')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Sunday Closed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain('51.6127%2C-2.5284');
    expect(screen.getByRole('heading', { name: 'Member offer' })).toBeTruthy();
    const contact = screen.getByRole('heading', { name: 'Contact' }).closest('section') as HTMLElement;
    expect(within(contact).getByRole('link', { name: '01632 960301' }).getAttribute('href')).toBe('tel:+441632960301');
    expect(within(contact).getAllByRole('link', { name: 'bakery.example' })).toHaveLength(1);
  });

  it('leaves out the address and offer sections when there are none', () => {
    renderInRouter(<BusinessDetailSections item={item({ address: null, lat: null, lng: null, memberOffer: null })} />);
    expect(screen.queryByRole('heading', { name: 'Address' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Member offer' })).toBeNull();
  });
});

describe('businessMapsUrl', () => {
  it('searches the address when there are no coordinates, and gives nothing with neither', () => {
    expect(businessMapsUrl({ title: 'Electrician', address: 'Thornbury BS35', lat: null, lng: null })).toContain(
      'Electrician%2C%20Thornbury%20BS35',
    );
    expect(businessMapsUrl({ title: 'Electrician', address: null, lat: null, lng: null })).toBeNull();
  });
});
