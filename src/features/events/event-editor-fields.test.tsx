// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { useEffect, useState } from 'react';
import { defaultRecurrencePattern, monthWeekOf, recurrenceWeekdayOf } from '@/lib/recurrence-pattern';
import { RecurrenceField } from './event-editor-fields';
import type { Recurrence } from './event-schema';

/** Saturday 5 December 2026, 10am in London; Sunday 6 and Tuesday 8 at the same time. */
const SATURDAY = new Date('2026-12-05T10:00:00Z');
const SUNDAY = new Date('2026-12-06T10:00:00Z');
const TUESDAY = new Date('2026-12-08T10:00:00Z');

/** What the form holds now, and a way to move its start date, for the test to read and use. */
const form: { recurrence: Recurrence | null; moveStart: (date: Date) => void } = {
  recurrence: null,
  moveStart: () => undefined,
};

/** The repeat field in a form that also holds the start date, as the editor passes it. */
function Form() {
  const [startsAt, setStartsAt] = useState(SATURDAY);
  const [value, setValue] = useState<Recurrence | null>(null);
  useEffect(() => {
    form.recurrence = value;
    form.moveStart = setStartsAt;
  }, [value]);
  return (
    <MantineProvider>
      <RecurrenceField
        value={value}
        onChange={setValue}
        errors={{}}
        label="Repeats"
        values={{ startsAt, timeZone: 'Europe/London', recurrence: value }}
      />
    </MantineProvider>
  );
}

afterEach(cleanup);

describe('the repeat field (issue 25: weekly repeats were every Tuesday, whatever the start)', () => {
  it('repeats on the start date’s day, and follows the start date until the person changes the pattern', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'This repeats' }));
    expect(form.recurrence?.rrule).toBe('FREQ=WEEKLY;BYDAY=SA');
    expect((screen.getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Tuesday' }) as HTMLInputElement).checked).toBe(false);

    // Untouched: the start moves to Sunday, and the repeat with it.
    act(() => form.moveStart(SUNDAY));
    expect(form.recurrence?.rrule).toBe('FREQ=WEEKLY;BYDAY=SU');

    // The person adds Monday: from now on the start date leaves the pattern alone.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(form.recurrence?.rrule).toBe('FREQ=WEEKLY;BYDAY=MO,SU');
    act(() => form.moveStart(TUESDAY));
    expect(form.recurrence?.rrule).toBe('FREQ=WEEKLY;BYDAY=MO,SU');
  });

  it('takes a monthly repeat’s week and day from the start date too', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'This repeats' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'How often' }), {
      target: { value: 'monthly-by-weekday' },
    });
    // Saturday 5 December is the first Saturday of the month.
    expect(form.recurrence?.rrule).toBe('FREQ=MONTHLY;BYDAY=1SA');
  });
});

describe('the start date’s day and week', () => {
  it('reads them in London time', () => {
    expect(recurrenceWeekdayOf(SATURDAY)).toBe('SA');
    // 11.30pm on Saturday 27 June 2026 in UTC is already Sunday in London (BST).
    expect(recurrenceWeekdayOf(new Date('2026-06-27T23:30:00Z'))).toBe('SU');
    expect(monthWeekOf(SATURDAY)).toBe(1);
    expect(monthWeekOf(new Date('2026-12-29T10:00:00Z'))).toBe(-1);
    expect(defaultRecurrencePattern(TUESDAY)).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: ['TU'],
      end: { kind: 'never' },
    });
  });
});
