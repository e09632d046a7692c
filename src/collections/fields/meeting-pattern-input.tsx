import { Checkbox, Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { CustomFieldProps } from '../define-collection';
import {
  parseSimpleRepeat,
  simpleRepeatRule,
  WEEKDAY_CODES,
  type MeetingPattern,
  type SimpleRepeat,
  type WeekdayCode,
} from './meeting-pattern';
import '../editor-styles';

/**
 * The editor input for when a group meets: the words people read and an optional simple repeat (it
 * takes the recurrence rules, so only editors that show it load them). Like the other field inputs
 * it is an editor `custom` field (CustomFieldProps): the value in, the whole new value out, schema
 * messages by dotted path.
 */

const WEEKDAY_LABEL: Record<WeekdayCode, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};
const WEEK_WORDS = { '1': 'first', '2': 'second', '3': 'third', '4': 'fourth', '-1': 'last' } as const;

/** The words people read, and an optional simple repeat so the page can work out the next meeting. */
export function MeetingPatternInput({ value, onChange, errors, label }: CustomFieldProps<MeetingPattern | null>) {
  const pattern = value ?? { text: '', rrule: null };
  const simple = parseSimpleRepeat(pattern.rrule);
  const custom = !simple && Boolean(pattern.rrule);
  const setRepeat = (repeat: SimpleRepeat | null) =>
    onChange({ ...pattern, rrule: repeat ? simpleRepeatRule(repeat) : null });
  const kind = simple?.kind ?? (custom ? 'custom' : 'none');
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        <TextInput
          label="When you meet"
          placeholder="Tuesdays 7.30pm, Armstrong Hall"
          value={pattern.text}
          error={errors.text ?? errors['']}
          onChange={(e) => onChange({ ...pattern, text: e.currentTarget.value })}
        />
        <NativeSelect
          label="Repeats (for the next meeting date)"
          value={kind}
          error={errors.rrule}
          data={[
            { value: 'none', label: 'Not set' },
            { value: 'weekly', label: 'Weekly' },
            { value: 'monthly', label: 'Monthly, on a set weekday' },
            ...(custom ? [{ value: 'custom', label: 'Custom rule (kept as it is)' }] : []),
          ]}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (next === 'weekly') setRepeat({ kind: 'weekly', days: ['MO'] });
            else if (next === 'monthly') setRepeat({ kind: 'monthly', week: 1, day: 'MO' });
            else if (next === 'none') setRepeat(null);
          }}
        />
        {simple?.kind === 'weekly' && (
          <Checkbox.Group
            label="On"
            value={[...simple.days]}
            onChange={(days) => setRepeat({ kind: 'weekly', days: days as WeekdayCode[] })}
          >
            <Group gap="xs">
              {WEEKDAY_CODES.map((day) => (
                <Checkbox key={day} value={day} label={WEEKDAY_LABEL[day]} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {simple?.kind === 'monthly' && (
          <Group>
            <NativeSelect
              label="Which"
              value={String(simple.week)}
              data={Object.entries(WEEK_WORDS).map(([week, word]) => ({ value: week, label: word }))}
              onChange={(e) => setRepeat({ ...simple, week: Number(e.currentTarget.value) as 1 | 2 | 3 | 4 | -1 })}
            />
            <NativeSelect
              label="Day"
              value={simple.day}
              data={WEEKDAY_CODES.map((day) => ({ value: day, label: WEEKDAY_LABEL[day] }))}
              onChange={(e) => setRepeat({ ...simple, day: e.currentTarget.value as WeekdayCode })}
            />
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
