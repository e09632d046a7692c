// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { renderInRouter } from '@/components/router-test-helpers';
import type { Parsed } from '@/collections/converter';
import { committeeSchema, type CommitteeItem } from './committee-schema';
import { chairText, CommitteeCard, CommitteeDetailSections } from './committee-views';
import { committeesDashboard } from './committees-dashboard';

afterEach(cleanup);

function committee(changes: Partial<CommitteeItem> = {}): Parsed<CommitteeItem> {
  const item = committeeSchema.parse({
    ...contentItem({ slug: 'events-committee', title: 'Events Committee', summary: 'Plans the calendar.' }),
    purpose: 'Plans the Hub’s calendar.',
    members: [
      { name: 'Gareth Price', role: 'Member' },
      { name: 'Margaret Hale', role: 'Chair' },
    ],
    meetingPattern: { text: 'First Monday of the month, 7.30pm', rrule: 'FREQ=MONTHLY;BYDAY=1MO' },
    contactEmail: 'events@thornbury-hub.example',
    documents: ['events-committee-agenda', 'events-committee-minutes'],
    ...changes,
  });
  return { ...item, id: item.slug } as Parsed<CommitteeItem>;
}

describe('committee detail sections', () => {
  it('shows purpose, members (chair first), meetings with the next date, and a tap-to-email link', () => {
    renderInRouter(<CommitteeDetailSections item={committee()} />);
    expect(screen.getByRole('heading', { name: 'What the committee does' })).toBeTruthy();
    const members = screen.getByRole('region', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Margaret Hale, Chair', 'Gareth Price, Member']);
    const meetings = screen.getByRole('region', { name: 'Meetings' });
    expect(meetings.textContent).toContain('First Monday of the month, 7.30pm');
    expect(meetings.textContent).toMatch(/Next: (today, |tomorrow, )?Monday \d{1,2} [A-Z][a-z]+/);
    expect(screen.getByRole('link', { name: 'events@thornbury-hub.example' }).getAttribute('href')).toBe(
      'mailto:events@thornbury-hub.example',
    );
  });

  it('leaves the papers to the documents library (listed after these sections, as each reader may see them)', () => {
    renderInRouter(<CommitteeDetailSections item={committee()} />);
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    expect(screen.queryByText('Papers for this committee will be listed here.')).toBeNull();
  });

  it('leaves out the purpose when it only repeats the summary shown under the title', () => {
    renderInRouter(<CommitteeDetailSections item={committee({ summary: 'Plans the Hub’s calendar.' })} />);
    expect(screen.queryByRole('heading', { name: 'What the committee does' })).toBeNull();
  });

  it('says when there are no members or meeting dates, and leaves out contact when there is no email', () => {
    renderInRouter(
      <CommitteeDetailSections item={committee({ members: [], meetingPattern: null, contactEmail: null })} />,
    );
    expect(screen.getByText('No members are listed yet.')).toBeTruthy();
    expect(screen.getByText('Meeting dates have not been set yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
  });
});

describe('committee card', () => {
  it('links to the committee’s page and shows its members, summary, next meeting and chair', () => {
    renderInRouter(<CommitteeCard item={committee()} />);
    expect(screen.getByRole('link', { name: 'Events Committee' }).getAttribute('href')).toBe(
      '/committees/events-committee',
    );
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Committee · 2 members');
    expect(card.textContent).toContain('Plans the calendar.');
    expect(card.textContent).toMatch(/Next: .*Monday.* · Chair: Margaret Hale/);
  });

  it('shows its picture with its description', () => {
    const image = { path: 'images/a.jpg', url: '/images/a.jpg', alt: 'Bunting on the green', width: 800, height: 600 };
    renderInRouter(<CommitteeCard item={committee({ image })} />);
    expect(screen.getByRole('img', { name: 'Bunting on the green' }).getAttribute('src')).toBe('/images/a.jpg');
  });

  it('names the chair whatever the case of the role', () => {
    expect(chairText({ members: [{ name: 'Rosie', role: ' chair ' }] })).toBe('Chair: Rosie');
    expect(chairText({ members: [{ name: 'Rosie', role: 'Member' }] })).toBeNull();
  });
});

describe('committee editor', () => {
  it('stores an emptied contact email as null, as the schema expects', () => {
    const field = committeesDashboard.fields.find((entry) => entry.name === 'contactEmail');
    if (field?.kind !== 'custom') throw new Error('contactEmail is a custom field');
    const Input = field.component as (props: {
      value: string | null;
      onChange(value: string | null): void;
      errors: Record<string, string>;
      label: string;
    }) => ReactNode;
    function Harness() {
      const [value, setValue] = useState<string | null>('a@example.org');
      return (
        <>
          <Input value={value} onChange={setValue} errors={{}} label="Contact email" />
          <output data-testid="value">{JSON.stringify(value)}</output>
        </>
      );
    }
    renderInRouter(<Harness />);
    fireEvent.change(screen.getByLabelText('Contact email'), { target: { value: '  ' } });
    expect(screen.getByTestId('value').textContent).toBe('null');
    fireEvent.change(screen.getByLabelText('Contact email'), { target: { value: 'b@example.org' } });
    expect(screen.getByTestId('value').textContent).toBe('"b@example.org"');
  });

  it('finds committees by member names and roles in the dashboard search', () => {
    expect(committeesDashboard.searchText?.(committee())).toContain('Margaret Hale');
    expect(committeesDashboard.searchText?.(committee())).toContain('Chair');
  });
});
