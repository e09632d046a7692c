import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button, Checkbox, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { CustomFieldProps, FieldDefinition } from '@/collections/define-collection';
import { contentField } from '@/collections/content-fields';
import { moneyInput } from '@/collections/fields/money-input';
import { referenceInput } from '@/collections/fields/reference-input';
import { VenueInput } from '@/collections/fields/venue-input';
import { DEFAULT_TIME_ZONE } from '@/lib/zoned-time';
import {
  buildRrule,
  defaultRecurrencePattern,
  monthWeekOf,
  parseRrule,
  RECURRENCE_WEEKDAYS,
  type RecurrencePattern,
  WEEKDAY_NAMES,
  type RecurrenceWeekday,
} from '@/lib/recurrence-pattern';
import { describeRecurrence } from '@/lib/recurrence-text';
import {
  ORGANISER_COLLECTIONS,
  SKILL_LEVELS,
  type EventItem,
  type Recurrence,
  type WorkshopItem,
} from './event-schema';
import { ProblemText } from '@/components/problem-text';

/**
 * Loaded on demand: these fields still ride in the visitors' events chunk (until definitions split into
 * parts), and the date picker is for editors only. In the editor it is already loaded, so this is instant.
 */
const BritishDateInput = lazy(() => import('@/collections/editor-date-input'));

const PriceInput = moneyInput({ free: 'Free to attend', amount: 'Price in pounds' });
/** Who runs it: a club, organisation or committee, chosen from the list (from the device's copy when offline). */
const OrganiserInput = referenceInput<NonNullable<EventItem['organiser']>>(ORGANISER_COLLECTIONS);

/**
 * Repeats: the common patterns as plain controls (every week on chosen days, every month on the
 * first Saturday…), an end (never, after N times, or on a date) and dates to skip. Rules the
 * controls cannot show are kept as they are and described in words. A new repeat is every week on the
 * start date's day, and follows the start date until the person changes it.
 */
export function RecurrenceField({ value, onChange, errors, label, values }: CustomFieldProps<Recurrence | null>) {
  const startsAt = values?.['startsAt'] instanceof Date ? values['startsAt'] : null;
  const timeZone = typeof values?.['timeZone'] === 'string' ? values['timeZone'] : DEFAULT_TIME_ZONE;
  const fromStart = defaultRecurrencePattern(startsAt, timeZone);
  const defaultRule = buildRrule(fromStart);
  const start = startsAt ?? new Date();
  const pattern = value ? parseRrule(value.rrule) : null;
  // Set by ticking "This repeats", cleared by any change the person makes to the pattern.
  const untouched = useRef(false);
  const set = (next: RecurrencePattern) => {
    untouched.current = false;
    onChange({ rrule: buildRrule(next), exceptions: value?.exceptions ?? [] });
  };
  const current = pattern ?? fromStart;
  const message = errors.rrule ?? errors[''] ?? errors.exceptions;

  // The start date moved while the repeat is still the one "This repeats" made: it moves with it.
  useEffect(() => {
    if (untouched.current && value && value.rrule !== defaultRule) onChange({ ...value, rrule: defaultRule });
    // Only when the start's day changes the default.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultRule]);

  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        <Checkbox
          label="This repeats"
          checked={value !== null}
          onChange={(event) => {
            untouched.current = event.currentTarget.checked;
            onChange(event.currentTarget.checked ? { rrule: defaultRule, exceptions: value?.exceptions ?? [] } : null);
          }}
        />
        {value && !pattern && (
          <Text size="sm">
            {describeRecurrence(value.rrule)} (set up elsewhere; choose a pattern below to replace it).
          </Text>
        )}
        {value && (
          <>
            <Group align="flex-end">
              <NativeSelect
                label="How often"
                value={current.frequency}
                data={[
                  { value: 'daily', label: 'Every day' },
                  { value: 'weekly', label: 'Every week' },
                  { value: 'monthly-by-weekday', label: 'Every month, on a weekday (like the first Saturday)' },
                  { value: 'monthly-by-date', label: 'Every month, on the same date' },
                  { value: 'yearly', label: 'Every year' },
                ]}
                onChange={(event) =>
                  set({
                    ...current,
                    frequency: event.currentTarget.value as RecurrencePattern['frequency'],
                    monthWeek:
                      event.currentTarget.value === 'monthly-by-weekday'
                        ? (current.monthWeek ?? monthWeekOf(start, timeZone))
                        : undefined,
                    weekdays: current.weekdays.length ? current.weekdays.slice(0, 1) : fromStart.weekdays,
                  })
                }
              />
              <TextInput
                label="Every how many"
                description="1 for every time, 2 for every other…"
                type="number"
                min={1}
                value={String(current.interval)}
                onChange={(event) => set({ ...current, interval: Math.max(1, Number(event.currentTarget.value) || 1) })}
                w={140}
              />
            </Group>
            {current.frequency === 'weekly' && (
              <Group gap="xs" role="group" aria-label="On these days">
                {RECURRENCE_WEEKDAYS.map((day) => (
                  <Checkbox
                    key={day}
                    label={WEEKDAY_NAMES[day]}
                    checked={current.weekdays.includes(day)}
                    onChange={(event) =>
                      set({
                        ...current,
                        weekdays: event.currentTarget.checked
                          ? [...current.weekdays, day]
                          : current.weekdays.filter((other) => other !== day),
                      })
                    }
                  />
                ))}
              </Group>
            )}
            {current.frequency === 'monthly-by-weekday' && (
              <Group>
                <NativeSelect
                  label="Which one"
                  value={String(current.monthWeek ?? 1)}
                  data={[
                    { value: '1', label: 'First' },
                    { value: '2', label: 'Second' },
                    { value: '3', label: 'Third' },
                    { value: '4', label: 'Fourth' },
                    { value: '-1', label: 'Last' },
                  ]}
                  onChange={(event) =>
                    set({ ...current, monthWeek: Number(event.currentTarget.value) as RecurrencePattern['monthWeek'] })
                  }
                />
                <NativeSelect
                  label="Day"
                  value={current.weekdays[0] ?? fromStart.weekdays[0]}
                  data={RECURRENCE_WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_NAMES[day] }))}
                  onChange={(event) => set({ ...current, weekdays: [event.currentTarget.value as RecurrenceWeekday] })}
                />
              </Group>
            )}
            <Group align="flex-end">
              <NativeSelect
                label="Ends"
                value={current.end.kind}
                data={[
                  { value: 'never', label: 'Never' },
                  { value: 'count', label: 'After a number of times' },
                  { value: 'until', label: 'On a date' },
                ]}
                onChange={(event) => {
                  const kind = event.currentTarget.value;
                  set({
                    ...current,
                    end:
                      kind === 'count'
                        ? { kind: 'count', count: 10 }
                        : kind === 'until'
                          ? { kind: 'until', until: new Date(Date.now() + 90 * 24 * 60 * 60 * 1000) }
                          : { kind: 'never' },
                  });
                }}
              />
              {current.end.kind === 'count' && (
                <TextInput
                  label="Times"
                  type="number"
                  min={1}
                  value={String(current.end.count)}
                  onChange={(event) =>
                    set({
                      ...current,
                      end: { kind: 'count', count: Math.max(1, Number(event.currentTarget.value) || 1) },
                    })
                  }
                  w={120}
                />
              )}
              {current.end.kind === 'until' && (
                <Suspense fallback={<Text size="sm">Loading…</Text>}>
                  <BritishDateInput
                    label="Last date"
                    dateOnly
                    timeZone={DEFAULT_TIME_ZONE}
                    value={current.end.until}
                    onChange={(until) => {
                      if (until) set({ ...current, end: { kind: 'until', until } });
                    }}
                  />
                </Suspense>
              )}
            </Group>
            <Text size="sm" fw={500}>
              {describeRecurrence(value.rrule)}
            </Text>
            <SkippedDates exceptions={value.exceptions} onChange={(exceptions) => onChange({ ...value, exceptions })} />
            <ProblemText message={message} />
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

/** Dates a series skips (a hall booked, a bank holiday), each the start of the skipped occurrence. */
function SkippedDates({ exceptions, onChange }: { exceptions: Date[]; onChange: (exceptions: Date[]) => void }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Skipped dates
      </Text>
      {exceptions.length === 0 && (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      )}
      {exceptions.map((date, index) => (
        <Group key={`${date.getTime()}-${index}`} gap="xs">
          <Suspense fallback={<Text size="sm">Loading…</Text>}>
            <BritishDateInput
              aria-label={`Skipped date ${index + 1}`}
              timeZone={DEFAULT_TIME_ZONE}
              value={date}
              onChange={(next) => {
                if (next) onChange(exceptions.map((other, position) => (position === index ? next : other)));
              }}
            />
          </Suspense>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onChange(exceptions.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </Group>
      ))}
      <Group>
        <Button size="xs" variant="default" onClick={() => onChange([...exceptions, exceptions.at(-1) ?? new Date()])}>
          Add a date to skip
        </Button>
      </Group>
    </Stack>
  );
}

/** The editor's fields for an event, in the order people fill them in. */
export const eventEditorFields: readonly FieldDefinition<EventItem>[] = [
  contentField.title('What'),
  contentField.summary('What'),
  { name: 'startsAt', section: 'When', label: 'Starts', kind: 'date-time' },
  { name: 'endsAt', section: 'When', label: 'Ends', kind: 'date-time' },
  { name: 'allDay', section: 'When', label: 'All day', kind: 'boolean' },
  { name: 'recurrence', section: 'When', label: 'Repeats', kind: 'custom', component: RecurrenceField },
  { name: 'venue', section: 'Where', label: 'Venue', kind: 'custom', component: VenueInput },
  {
    name: 'onlineUrl',
    section: 'Where',
    label: 'Online link (optional)',
    kind: 'url',
    description: 'For online or hybrid events.',
  },
  contentField.category(
    'What',
    'Choose one already in use, or type a new one (like Music, Family, Sport or Community).',
  ),
  contentField.tags('What'),
  { name: 'price', section: 'Price and booking', label: 'Price', kind: 'custom', component: PriceInput },
  {
    name: 'capacity',
    section: 'Price and booking',
    label: 'Places (optional)',
    kind: 'number',
    description: 'Leave empty if there is no limit.',
  },
  { name: 'bookingUrl', section: 'Price and booking', label: 'Booking link (optional)', kind: 'url' },
  { name: 'organiser', section: 'Who runs it', label: 'Organiser', kind: 'custom', component: OrganiserInput },
  {
    name: 'accessibility',
    section: 'Where',
    label: 'Accessibility',
    kind: 'textarea',
    description: 'Step-free access, hearing loop, seating, toilets: what people need to know.',
  },
  contentField.picture('Description and picture'),
  contentField.body('Description and picture'),
  {
    name: 'cancelled',
    section: 'Publishing',
    label: 'Cancelled',
    kind: 'boolean',
    description: 'Cancelled events stay listed, marked as cancelled.',
  },
];

const SKILL_LEVEL_LABELS: Record<(typeof SKILL_LEVELS)[number], string> = {
  beginner: 'Beginners',
  intermediate: 'Some experience',
  advanced: 'Experienced',
  all: 'All levels',
};

/** A workshop's fields: an event's, with who runs it, the level, what to bring and ages. */
export const workshopEditorFields: readonly FieldDefinition<WorkshopItem>[] = [
  ...(eventEditorFields as readonly FieldDefinition<WorkshopItem>[]).slice(0, 2),
  { name: 'facilitator', section: 'Who runs it', label: 'Run by', kind: 'text' },
  {
    name: 'skillLevel',
    section: 'What',
    label: 'Skill level',
    kind: 'select',
    options: SKILL_LEVELS.map((level) => ({ value: level, label: SKILL_LEVEL_LABELS[level] })),
  },
  { name: 'materials', section: 'What', label: 'What to bring', kind: 'textarea' },
  { name: 'ageRange', section: 'What', label: 'Ages', kind: 'text', description: 'Like 16+ or 8 to 12.' },
  ...(eventEditorFields as readonly FieldDefinition<WorkshopItem>[]).slice(2),
];
