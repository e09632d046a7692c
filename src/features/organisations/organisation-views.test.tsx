// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderInRouter } from '@/components/router-test-helpers';
import type { Parsed } from '@/collections/converter';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { organisationSchema, type OrganisationItem } from './organisation-schema';
import { OrganisationCard, OrganisationDetails } from './organisation-views';

const seed = buildSeedData(new Date('2026-11-21T10:00:00Z')).collections.organisations ?? [];
function seeded(slug: string): Parsed<OrganisationItem> {
  const found = seed.find((document) => document.id === slug);
  if (!found) throw new Error(`No seeded organisation ${slug}`);
  return { ...organisationSchema.parse(found.data), id: found.id };
}

const show = (element: ReactElement) => renderInRouter(element);

// MapLibre needs WebGL, which cannot run here: a stand-in that follows the map module's contract.
vi.mock('@/components/map/lazy-site-map', () => import('@/collections/site-map-stand-in'));

afterEach(cleanup);

describe('organisation card', () => {
  it('shows the name as a link to its page, its kind, that it is a registered charity, and its summary', () => {
    const larder = seeded('thornbury-food-larder');
    show(<OrganisationCard item={larder} />);
    expect(screen.getByRole('link', { name: 'Thornbury Food Larder' }).getAttribute('href')).toBe(
      '/organisations/thornbury-food-larder',
    );
    expect(screen.getByText('Charity')).toBeTruthy();
    expect(screen.getByText('Registered charity')).toBeTruthy();
    expect(screen.getByText(larder.summary)).toBeTruthy();
  });

  it('shows the logo with its description, and no picture at an address the policy refuses', () => {
    const council = seeded('thornbury-town-council');
    const logo = { path: 'logos/c.png', url: '/logos/c.png', alt: 'The council’s crest', width: 64, height: 64 };
    show(<OrganisationCard item={{ ...council, logo }} />);
    expect(screen.getByRole('img', { name: 'The council’s crest' }).getAttribute('src')).toBe('/logos/c.png');
    expect(screen.queryByText('Registered charity')).toBeNull();
    cleanup();
    show(<OrganisationCard item={{ ...council, logo: { ...logo, url: 'javascript:alert(1)' } }} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('organisation page', () => {
  it('links the charity number to the Charity Commission’s register', () => {
    show(<OrganisationDetails item={seeded('thornbury-food-larder')} />);
    const link = screen.getByRole('link', { name: /1190457/ });
    expect(link.getAttribute('href')).toBe(
      'https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1190457',
    );
    expect(link.textContent).toContain('opens the Charity Commission’s register');
  });

  it('lists the website once, tap-to-call, email and social links under "Get in touch"', () => {
    show(<OrganisationDetails item={seeded('thornbury-food-larder')} />);
    const section = screen.getByRole('region', { name: 'Get in touch' });
    const links = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      'https://thornbury-food-larder.example',
      'tel:+441632960102',
      'mailto:hello@thornbury-food-larder.example',
      'https://facebook.example/thornbury-food-larder',
      'https://instagram.example/thornburylarder',
    ]);
  });

  it('says nothing of a charity number or contact details it does not have', () => {
    const network = seeded('thornbury-business-network');
    show(<OrganisationDetails item={{ ...network, contact: null, website: null, socialLinks: [] }} />);
    expect(screen.queryByText(/Registered charity number/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Get in touch' })).toBeNull();
    expect(screen.getByText('Partner')).toBeTruthy();
  });

  it('shows where to find it, with Open in maps and a small map of the place', () => {
    show(<OrganisationDetails item={seeded('thornbury-town-council')} />);
    const section = screen.getByRole('region', { name: 'Where to find us' });
    expect(within(section).getByText('Thornbury Town Hall, 35 High Street, Thornbury, BS35 2AR')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Open in maps' })).toBeTruthy();
    expect(within(section).getByRole('region', { name: 'Map showing Thornbury Town Hall' })).toBeTruthy();
  });

  it('has no such section, and no map, without a venue', () => {
    show(<OrganisationDetails item={seeded('severn-vale-schools-partnership')} />);
    expect(screen.queryByRole('region', { name: 'Where to find us' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Map showing/ })).toBeNull();
  });
});
