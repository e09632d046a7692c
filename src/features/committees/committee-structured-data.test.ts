import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { committeeSchema } from './committee-schema';
import { committeeJsonLd } from './committee-structured-data';
import { committeesModel } from './committees-model';

const committee = committeeSchema.parse({
  ...contentItem({
    slug: 'events-committee',
    title: 'Events Committee',
    summary: 'Plans the calendar.',
    image: { path: 'images/events.jpg', url: '/images/events.jpg', alt: 'Bunting', width: 800, height: 600 },
  }),
  purpose: 'Plans the Hub’s calendar and the big days.',
  members: [
    { name: 'Gareth Price', role: 'Member', uid: null },
    { name: 'Tom Ashby', role: 'Secretary', uid: 'demo-editor' },
    { name: 'Margaret Hale', role: 'Chair', uid: 'demo-admin' },
    { name: 'Sunita Rao', role: '', uid: null },
  ],
  meetingPattern: { text: 'First Monday, 7.30pm', rrule: 'FREQ=MONTHLY;BYDAY=1MO' },
  contactEmail: 'events@thornbury-hub.example',
  documents: [],
});

const URL_OF_PAGE = 'https://hub.example/committees/events-committee';

describe('committee JSON-LD', () => {
  it('is an Organization with its members as roles, officers first', () => {
    expect(committeeJsonLd(committee, URL_OF_PAGE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Events Committee',
      url: URL_OF_PAGE,
      description: 'Plans the Hub’s calendar and the big days.',
      email: 'events@thornbury-hub.example',
      logo: 'https://hub.example/images/events.jpg',
      member: [
        { '@type': 'OrganizationRole', roleName: 'Chair', member: { '@type': 'Person', name: 'Margaret Hale' } },
        { '@type': 'OrganizationRole', roleName: 'Secretary', member: { '@type': 'Person', name: 'Tom Ashby' } },
        { '@type': 'OrganizationRole', roleName: 'Member', member: { '@type': 'Person', name: 'Gareth Price' } },
        { '@type': 'OrganizationRole', member: { '@type': 'Person', name: 'Sunita Rao' } },
      ],
    });
  });

  it('never publishes account ids', () => {
    expect(JSON.stringify(committeeJsonLd(committee, URL_OF_PAGE))).not.toMatch(/demo-(admin|editor)|uid/);
  });

  it('leaves out what is not there: no members, email or picture', () => {
    const data = committeeJsonLd({ ...committee, members: [], contactEmail: null, image: null }, URL_OF_PAGE);
    expect(data).not.toHaveProperty('member');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('logo');
  });

  it('is what the model gives the detail page', () => {
    expect(committeesModel.structuredData?.({ ...committee, id: 'events-committee' }, URL_OF_PAGE)).toEqual(
      committeeJsonLd(committee, URL_OF_PAGE),
    );
  });
});
