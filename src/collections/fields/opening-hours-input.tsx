import { ActionIcon, Button, Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { WEEKDAY_NAMES } from '@/lib/london-time';
import type { CustomFieldProps } from '../define-collection';
import { OPENING_DAYS, type OpeningHours, type OpeningRange, weeklyHours } from './opening-hours';
import { ProblemText } from '@/components/problem-text';
import '../editor-styles';

/**
 * The editor input for opening hours: hours (several a day) or closed for each weekday, then special
 * days. Like the other field inputs it is an editor `custom` field (CustomFieldProps): the value in,
 * the whole new value out, schema messages by dotted path.
 */

function RangeRow({
  range,
  onChange,
  onRemove,
  error,
}: {
  range: OpeningRange;
  onChange(range: OpeningRange): void;
  onRemove(): void;
  error: string | undefined;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        type="time"
        aria-label="Opens"
        value={range.opens}
        onChange={(e) => onChange({ ...range, opens: e.currentTarget.value })}
        w={120}
      />
      <Text>to</Text>
      <TextInput
        type="time"
        aria-label="Closes"
        value={range.closes}
        error={error}
        onChange={(e) => onChange({ ...range, closes: e.currentTarget.value })}
        w={120}
      />
      <ActionIcon variant="subtle" color="red" aria-label="Remove these hours" onClick={onRemove}>
        ×
      </ActionIcon>
    </Group>
  );
}

function DayRanges({
  ranges,
  onChange,
  errors,
  prefix,
}: {
  ranges: OpeningRange[];
  onChange(ranges: OpeningRange[]): void;
  errors: Record<string, string>;
  prefix: string;
}) {
  return (
    <Stack gap={4}>
      {ranges.length === 0 && <Text size="sm">Closed</Text>}
      {ranges.map((range, index) => (
        <RangeRow
          key={index}
          range={range}
          error={errors[`${prefix}.${index}.closes`] ?? errors[`${prefix}.${index}.opens`]}
          onChange={(next) => onChange(ranges.map((r, i) => (i === index ? next : r)))}
          onRemove={() => onChange(ranges.filter((_, i) => i !== index))}
        />
      ))}
      <ProblemText message={errors[prefix]} />
      <Group>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => onChange([...ranges, { opens: '09:00', closes: '17:00' }])}
        >
          Add hours
        </Button>
      </Group>
    </Stack>
  );
}

const DAY_LABELS: Record<(typeof OPENING_DAYS)[number], string> = {
  mon: WEEKDAY_NAMES[1],
  tue: WEEKDAY_NAMES[2],
  wed: WEEKDAY_NAMES[3],
  thu: WEEKDAY_NAMES[4],
  fri: WEEKDAY_NAMES[5],
  sat: WEEKDAY_NAMES[6],
  sun: WEEKDAY_NAMES[0],
};

/** Per weekday: hours (several a day) or closed; then special days (bank holidays, closures). */
export function OpeningHoursInput({
  value,
  onChange,
  errors,
  label,
  description,
}: CustomFieldProps<OpeningHours | null>) {
  const hours = value ?? weeklyHours('00:00', '23:59');
  const exceptions = hours.exceptions ?? [];
  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        <Text size="sm">{description ?? 'Leave it open all day every day if there are no set hours.'}</Text>
        <ProblemText message={errors['']} />
        {OPENING_DAYS.map((day) => (
          <Group key={day} align="flex-start" wrap="nowrap">
            <Stack gap={2} w={120}>
              <Text fw={600}>{DAY_LABELS[day]}</Text>
              <Checkbox
                size="xs"
                label="Closed"
                checked={hours[day].length === 0}
                onChange={(e) =>
                  onChange({ ...hours, [day]: e.currentTarget.checked ? [] : [{ opens: '09:00', closes: '17:00' }] })
                }
              />
            </Stack>
            <DayRanges
              ranges={hours[day]}
              prefix={day}
              errors={errors}
              onChange={(ranges) => onChange({ ...hours, [day]: ranges })}
            />
          </Group>
        ))}
        <Text fw={600}>Special days</Text>
        <ProblemText message={errors.exceptions} />
        {exceptions.map((entry, index) => {
          const setEntry = (changes: Partial<typeof entry>) =>
            onChange({ ...hours, exceptions: exceptions.map((e, i) => (i === index ? { ...e, ...changes } : e)) });
          return (
            <Stack key={index} gap={4}>
              <Group align="flex-end">
                <TextInput
                  type="date"
                  label="Date"
                  value={entry.date}
                  error={errors[`exceptions.${index}.date`]}
                  onChange={(e) => setEntry({ date: e.currentTarget.value })}
                />
                <TextInput
                  label="Note (optional)"
                  placeholder="Bank holiday"
                  value={entry.note ?? ''}
                  error={errors[`exceptions.${index}.note`]}
                  onChange={(e) => setEntry({ note: e.currentTarget.value })}
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => onChange({ ...hours, exceptions: exceptions.filter((_, i) => i !== index) })}
                >
                  Remove
                </Button>
              </Group>
              <DayRanges
                ranges={entry.ranges}
                prefix={`exceptions.${index}.ranges`}
                errors={errors}
                onChange={(ranges) => setEntry({ ranges })}
              />
            </Stack>
          );
        })}
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => onChange({ ...hours, exceptions: [...exceptions, { date: '', ranges: [], note: '' }] })}
          >
            Add a special day
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
