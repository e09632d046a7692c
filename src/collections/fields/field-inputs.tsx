import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState, type ReactElement } from 'react';
import { WEEKDAY_NAMES } from '@/lib/london-time';
import { parsePounds } from '@/lib/money';
import type { CustomFieldProps } from '../define-collection';
import type { Contact } from './contact';
import {
  parseSimpleRepeat,
  simpleRepeatRule,
  WEEKDAY_CODES,
  type MeetingPattern,
  type SimpleRepeat,
  type WeekdayCode,
} from './meeting-pattern';
import type { Price } from './money';
import { OPENING_DAYS, type OpeningHours, type OpeningRange, weeklyHours } from './opening-hours';
import type { Person } from './people';
import type { Reference } from './reference';
import { loadReferenceOptions, type ReferenceOption } from './reference-options';
import type { SocialLink } from './social-links';
import type { Venue } from './venue';
import '../editor-styles';
import { ProblemText } from '@/components/problem-text';

/**
 * Editor inputs for the shared field kinds, each fitting the editor's `custom` field (CustomFieldProps):
 * the value in, the whole new value out, schema messages by dotted path.
 */

const orNull = (text: string) => (text.trim() === '' ? null : text);

export function VenueInput({ value, onChange, errors, label, description }: CustomFieldProps<Venue | null>) {
  const venue = value ?? { name: '', address: '', postcode: '', lat: null, lng: null };
  const update = (changes: Partial<Venue>) => {
    const next = { ...venue, ...changes };
    onChange(next.name === '' && next.address === '' && next.postcode === '' ? null : next);
  };
  const coordinate = (text: string) => (text.trim() === '' ? null : Number(text));
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        {description && <Text size="sm">{description}</Text>}
        <ProblemText message={errors['']} />
        <TextInput
          label="Venue name"
          value={venue.name}
          error={errors.name}
          onChange={(e) => update({ name: e.currentTarget.value })}
        />
        <TextInput
          label="Address"
          value={venue.address}
          error={errors.address}
          onChange={(e) => update({ address: e.currentTarget.value })}
        />
        <TextInput
          label="Postcode"
          value={venue.postcode}
          error={errors.postcode}
          w={160}
          onChange={(e) => update({ postcode: e.currentTarget.value.toUpperCase() })}
        />
        <Group grow>
          <TextInput
            label="Latitude (optional)"
            inputMode="decimal"
            defaultValue={venue.lat ?? ''}
            error={errors.lat}
            onChange={(e) => update({ lat: coordinate(e.currentTarget.value) })}
          />
          <TextInput
            label="Longitude (optional)"
            inputMode="decimal"
            defaultValue={venue.lng ?? ''}
            error={errors.lng}
            onChange={(e) => update({ lng: coordinate(e.currentTarget.value) })}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}

export function ContactInput({
  value,
  onChange,
  errors,
  label,
  description,
  showWebsite = true,
}: CustomFieldProps<Contact | null> & { showWebsite?: boolean }) {
  const contact = value ?? { email: null, phone: null, website: null };
  const update = (changes: Partial<Contact>) => {
    const next = { ...contact, ...changes };
    onChange(next.email === null && next.phone === null && next.website === null ? null : next);
  };
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        {description && <Text size="sm">{description}</Text>}
        <ProblemText message={errors['']} />
        <TextInput
          label="Email (optional)"
          type="email"
          value={contact.email ?? ''}
          error={errors.email}
          onChange={(e) => update({ email: orNull(e.currentTarget.value) })}
        />
        <TextInput
          label="Phone (optional)"
          type="tel"
          value={contact.phone ?? ''}
          error={errors.phone}
          onChange={(e) => update({ phone: orNull(e.currentTarget.value) })}
        />
        {showWebsite && (
          <TextInput
            label="Website (optional)"
            type="url"
            placeholder="https://"
            value={contact.website ?? ''}
            error={errors.website}
            onChange={(e) => update({ website: orNull(e.currentTarget.value) })}
          />
        )}
      </Stack>
    </Fieldset>
  );
}

/** Email and phone only: for types whose website is a field of its own (one website box, not two). */
export function ContactInputWithoutWebsite(props: CustomFieldProps<Contact | null>) {
  return <ContactInput {...props} showWebsite={false} />;
}

export function SocialLinksInput({ value, onChange, errors, label }: CustomFieldProps<SocialLink[]>) {
  const links = value ?? [];
  const set = (index: number, changes: Partial<SocialLink>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...changes } : link)));
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        <ProblemText message={errors['']} />
        {links.map((link, index) => (
          <Group key={index} align="flex-end" wrap="nowrap">
            <TextInput
              label="Name"
              placeholder="Facebook"
              value={link.label}
              error={errors[`${index}.label`]}
              onChange={(e) => set(index, { label: e.currentTarget.value })}
              w={160}
            />
            <TextInput
              label="Web address"
              placeholder="https://"
              value={link.url}
              error={errors[`${index}.url`]}
              onChange={(e) => set(index, { url: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <Button variant="subtle" color="red" onClick={() => onChange(links.filter((_, i) => i !== index))}>
              Remove
            </Button>
          </Group>
        ))}
        <Group>
          <Button size="xs" variant="default" onClick={() => onChange([...links, { label: '', url: '' }])}>
            Add a link
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** A price or fee input: free, or an amount in pounds. The words fit what is priced ("Free to attend"). */
export function moneyInput(
  words: { free?: string; amount?: string } = {},
): (props: CustomFieldProps<Price>) => ReactElement {
  return function MoneyField(props: CustomFieldProps<Price>) {
    return (
      <MoneyInputWith {...props} freeLabel={words.free ?? 'Free'} amountLabel={words.amount ?? 'Amount in pounds'} />
    );
  };
}

export const MoneyInput = moneyInput();

function MoneyInputWith({
  value,
  onChange,
  errors,
  label,
  freeLabel,
  amountLabel,
}: CustomFieldProps<Price> & { freeLabel: string; amountLabel: string }) {
  const [text, setText] = useState(value.amountPence > 0 ? (value.amountPence / 100).toFixed(2) : '');
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        <Checkbox
          label={freeLabel}
          checked={value.free}
          onChange={(e) =>
            onChange({
              ...value,
              free: e.currentTarget.checked,
              amountPence: e.currentTarget.checked ? 0 : value.amountPence,
            })
          }
        />
        {!value.free && (
          <TextInput
            label={amountLabel}
            description="Like 4.50"
            inputMode="decimal"
            leftSection="£"
            value={text}
            error={errors.amountPence ?? errors['']}
            w={200}
            onChange={(e) => {
              setText(e.currentTarget.value);
              // Something that is not an amount: -1 lets the schema say so.
              onChange({ ...value, amountPence: parsePounds(e.currentTarget.value) ?? -1 });
            }}
          />
        )}
      </Stack>
    </Fieldset>
  );
}

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

export function PeopleInput({ value, onChange, errors, label }: CustomFieldProps<Person[]>) {
  const people = value ?? [];
  const set = (index: number, changes: Partial<Person>) =>
    onChange(people.map((person, i) => (i === index ? { ...person, ...changes } : person)));
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        <ProblemText message={errors['']} />
        {people.map((person, index) => (
          <Group key={index} align="flex-end" wrap="nowrap">
            <TextInput
              label="Name"
              value={person.name}
              error={errors[`${index}.name`]}
              onChange={(e) => set(index, { name: e.currentTarget.value })}
            />
            <TextInput
              label="Role"
              placeholder="Chair, Treasurer, Secretary…"
              value={person.role}
              error={errors[`${index}.role`]}
              onChange={(e) => set(index, { role: e.currentTarget.value })}
            />
            <Button variant="subtle" color="red" onClick={() => onChange(people.filter((_, i) => i !== index))}>
              Remove
            </Button>
          </Group>
        ))}
        <Group>
          <Button size="xs" variant="default" onClick={() => onChange([...people, { name: '', role: '', uid: null }])}>
            Add a person
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

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

/**
 * A pick-list of the items of some collections (title and id), from this device's copy first so it
 * works offline. `referenceInput(['clubs', 'organisations', 'committees'])` makes the field component.
 */
export function referenceInput<R extends Reference>(
  collections: readonly string[],
): (props: CustomFieldProps<R | null>) => ReactElement {
  function ReferenceInput({ value, onChange, errors, label, description }: CustomFieldProps<R | null>) {
    const [options, setOptions] = useState<ReferenceOption[] | null>(null);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      let live = true;
      loadReferenceOptions(collections, (fresh) => live && setOptions(fresh))
        .then((list) => live && setOptions(list))
        .catch(() => live && setFailed(true));
      return () => {
        live = false;
      };
    }, []);
    const current = value ? `${value.collection}/${value.id}` : null;
    const data = (options ?? []).map((option) => ({ value: option.key, label: option.label }));
    // The saved choice stays visible even when it is not (or not yet) in the list.
    if (value && current && !data.some((entry) => entry.value === current))
      data.unshift({ value: current, label: value.name });
    return (
      <Select
        label={label}
        description={failed ? 'The list could not be loaded; the current choice is kept.' : description}
        placeholder={options === null && !failed ? 'Loading…' : 'Choose…'}
        searchable
        clearable
        nothingFoundMessage="Nothing matches"
        data={data}
        value={current}
        error={errors[''] ?? errors.id ?? errors.collection ?? errors.name}
        onChange={(key) => {
          if (!key) return onChange(null);
          const option = options?.find((entry) => entry.key === key);
          if (option) onChange({ collection: option.collection, id: option.id, name: option.name } as R);
        }}
      />
    );
  }
  return ReferenceInput;
}
