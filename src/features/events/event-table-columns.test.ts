import { describe, expect, it } from 'vitest';
import { emptyEvent } from './event-defaults';
import { eventTableColumns } from './event-table-columns';
import type { Parsed } from '@/collections/converter';
import type { EventItem } from './event-schema';

const iso = (value: string) => new Date(value);

/** A published event: the editor's empty event (one definition of the defaults) with what a save adds. */
function makeEvent(overrides: Partial<EventItem> = {}): Parsed<EventItem> {
  return {
    ...(emptyEvent() as EventItem),
    id: 'quiz-night',
    slug: 'quiz-night',
    title: 'Quiz night',
    status: 'published',
    createdAt: iso('2026-10-01T09:00:00Z'),
    updatedAt: iso('2026-10-10T09:00:00Z'),
    createdBy: 'demo-admin',
    updatedBy: 'demo-admin',
    version: 1,
    startsAt: iso('2026-11-24T19:30:00Z'),
    endsAt: null,
    ...overrides,
  };
}

describe('the dashboard events table', () => {
  const [dateColumn] = eventTableColumns;

  it('shows the year with the date, so last year and next year cannot be mixed up', () => {
    expect(dateColumn?.render(makeEvent())).toBe('Tue 24 Nov 2026, 7.30pm');
    expect(dateColumn?.render(makeEvent({ startsAt: iso('2027-01-09T00:00:00Z'), allDay: true }))).toBe(
      'Sat 9 Jan 2027',
    );
  });
});
