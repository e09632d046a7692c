// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { renderInRouter } from '@/components/router-test-helpers';
import { ContactDisplay, OpeningHoursDisplay, VenueDisplay } from './field-displays';
import { MeetingPatternDisplay } from './meeting-pattern-display';
import { ContactInput, ContactInputWithoutWebsite } from './contact-input';
import { MeetingPatternInput } from './meeting-pattern-input';
import { MoneyInput } from './money-input';
import { OpeningHoursInput } from './opening-hours-input';
import { PeopleInput } from './people-input';
import { SocialLinksInput } from './social-links-input';
import { VenueInput } from './venue-input';
import type { Contact } from './contact';
import type { MeetingPattern } from './meeting-pattern';
import type { Price } from './money';
import { weeklyHours, type OpeningHours } from './opening-hours';
import type { Person } from './people';
import type { SocialLink } from './social-links';
import type { Venue } from './venue';

afterEach(cleanup);

/** Holds the value like the editor does, and shows the latest as JSON for the test to read. */
function Harness<V>({
  initial,
  Input,
}: {
  initial: V;
  Input: (props: { value: V; onChange(v: V): void; errors: Record<string, string>; label: string }) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Input value={value} onChange={setValue} errors={{}} label="Field" />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const current = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('inputs', () => {
  it('money: typed pounds become pence', () => {
    renderInRouter(<Harness<Price> initial={{ free: true, amountPence: 0, currency: 'GBP' }} Input={MoneyInput} />);
    fireEvent.click(screen.getByLabelText('Free'));
    fireEvent.change(screen.getByLabelText('Amount in pounds'), { target: { value: '£30.50' } });
    expect(current()).toEqual({ free: false, amountPence: 3050, currency: 'GBP' });
  });

  it('opening hours: a day can be closed and a special day added', () => {
    renderInRouter(<Harness<OpeningHours | null> initial={weeklyHours('09:00', '17:00')} Input={OpeningHoursInput} />);
    fireEvent.click(screen.getAllByLabelText('Closed')[6] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Add a special day' }));
    const value = current() as OpeningHours;
    expect(value.sun).toEqual([]);
    expect(value.mon).toEqual([{ opens: '09:00', closes: '17:00' }]);
    expect(value.exceptions).toHaveLength(1);
  });

  it('meeting pattern: the repeat picker writes a valid rule', () => {
    renderInRouter(
      <Harness<MeetingPattern | null> initial={{ text: 'First Monday', rrule: null }} Input={MeetingPatternInput} />,
    );
    fireEvent.change(screen.getByLabelText('Repeats (for the next meeting date)'), { target: { value: 'monthly' } });
    expect(current()).toEqual({ text: 'First Monday', rrule: 'FREQ=MONTHLY;BYDAY=1MO' });
    fireEvent.change(screen.getByLabelText('Which'), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: 'FR' } });
    expect(current()).toEqual({ text: 'First Monday', rrule: 'FREQ=MONTHLY;BYDAY=-1FR' });
  });
});

describe('record and list inputs', () => {
  it('venue: parts as typed (the postcode in capitals, coordinates as numbers), null once emptied', () => {
    renderInRouter(<Harness<Venue | null> initial={null} Input={VenueInput} />);
    fireEvent.change(screen.getByLabelText('Venue name'), { target: { value: 'Armstrong Hall' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'bs35 2ar' } });
    fireEvent.change(screen.getByLabelText('Latitude (optional)'), { target: { value: '51.6' } });
    expect(current()).toEqual({ name: 'Armstrong Hall', address: '', postcode: 'BS35 2AR', lat: 51.6, lng: null });
    fireEvent.change(screen.getByLabelText('Latitude (optional)'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Venue name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '' } });
    expect(current()).toBeNull();
  });

  it('contact: blank parts are null, the whole is null when all are; without website there is no box', () => {
    renderInRouter(<Harness<Contact | null> initial={null} Input={ContactInput} />);
    fireEvent.change(screen.getByLabelText('Website (optional)'), { target: { value: 'https://club.example' } });
    expect(current()).toEqual({ email: null, phone: null, website: 'https://club.example' });
    fireEvent.change(screen.getByLabelText('Website (optional)'), { target: { value: '  ' } });
    expect(current()).toBeNull();
    cleanup();
    renderInRouter(<Harness<Contact | null> initial={null} Input={ContactInputWithoutWebsite} />);
    expect(screen.queryByLabelText('Website (optional)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '01454 123456' } });
    expect(current()).toEqual({ email: null, phone: '01454 123456', website: null });
  });

  it('people and social links: rows are added, edited and removed, problems shown by row', () => {
    renderInRouter(<Harness<Person[]> initial={[]} Input={PeopleInput} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    fireEvent.change(screen.getAllByLabelText('Role')[1] as HTMLElement, { target: { value: 'Chair' } });
    expect(current()).toEqual([
      { name: '', role: '', uid: null },
      { name: '', role: 'Chair', uid: null },
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    expect(current()).toEqual([{ name: '', role: 'Chair', uid: null }]);
    cleanup();
    renderInRouter(
      <SocialLinksInput
        value={[{ label: 'Facebook', url: 'facebook' }]}
        onChange={() => {}}
        errors={{ '0.url': 'Please give a web address.' }}
        label="Links"
      />,
    );
    expect(screen.getByText('Please give a web address.')).toBeTruthy();
    cleanup();
    renderInRouter(<Harness<SocialLink[]> initial={[]} Input={SocialLinksInput} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.change(screen.getByLabelText('Web address'), { target: { value: 'https://x.example' } });
    expect(current()).toEqual([{ label: '', url: 'https://x.example' }]);
  });
});

describe('displays', () => {
  it('contact: tap-to-call, email and website links', () => {
    renderInRouter(
      <ContactDisplay
        contact={{ email: 'hi@club.example', phone: '01632 960101', website: 'https://club.example/' }}
      />,
    );
    expect(screen.getByRole('link', { name: '01632 960101' }).getAttribute('href')).toBe('tel:+441632960101');
    expect(screen.getByRole('link', { name: 'hi@club.example' }).getAttribute('href')).toBe('mailto:hi@club.example');
    expect(screen.getByRole('link', { name: 'club.example' }).getAttribute('href')).toBe('https://club.example/');
  });

  it('venue: an Open in maps link, no map', () => {
    renderInRouter(<VenueDisplay venue={{ name: 'Armstrong Hall', address: 'Thornbury', postcode: 'BS35 2AR' }} />);
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain('google.com/maps/search');
  });

  it('opening hours: status, weekly table and special days', () => {
    const hours: OpeningHours = {
      ...weeklyHours('09:00', '17:30', { sun: null }),
      exceptions: [{ date: '2025-12-25', ranges: [], note: 'Christmas Day' }],
    };
    renderInRouter(<OpeningHoursDisplay hours={hours} now={new Date('2025-11-24T10:00:00Z')} />);
    expect(screen.getByText('Open now · closes 17:30')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Sunday' }).nextElementSibling?.textContent).toBe('Closed');
    expect(screen.getByText('Thursday 25 December 2025: Closed (Christmas Day)')).toBeTruthy();
  });

  it('meeting pattern: the words and the next date', () => {
    renderInRouter(
      <MeetingPatternDisplay
        pattern={{ text: 'First Monday, 7.30pm', rrule: 'FREQ=MONTHLY;BYDAY=1MO' }}
        now={new Date('2025-11-25T12:00:00Z')}
      />,
    );
    expect(screen.getByText('Next: Monday 1 December')).toBeTruthy();
  });
});
