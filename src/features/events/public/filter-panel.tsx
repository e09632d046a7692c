import { useId, useState } from 'react';
import { Button, Checkbox, Collapse, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';

/**
 * The controls for finding events. Plain values in and out (days as `YYYY-MM-DD`, '' for none), so the
 * list view decides what they mean; the same shape as the list's filters, minus past or upcoming.
 */
export interface FilterPanelValue {
  query: string;
  categories: string[];
  tags: string[];
  price: 'any' | 'free' | 'paid';
  from: string;
  to: string;
}

export interface FilterPanelOption {
  value: string;
  count: number;
}

interface FilterPanelProps {
  value: FilterPanelValue;
  onChange: (change: Partial<FilterPanelValue>) => void;
  onClear: () => void;
  categories: readonly FilterPanelOption[];
  tags: readonly FilterPanelOption[];
  /** "Search events". */
  searchLabel: string;
}

const PRICE_CHOICES = [
  { value: 'any', label: 'Any price' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];

/** How many of the filters behind "More filters" are set (the search box is always in view). */
export function chosenFilterCount(value: FilterPanelValue): number {
  return (
    value.categories.length +
    value.tags.length +
    (value.price === 'any' ? 0 : 1) +
    (value.from ? 1 : 0) +
    (value.to ? 1 : 0)
  );
}

function optionLabel(option: FilterPanelOption): string {
  return `${option.value} (${option.count})`;
}

/** A whole day the filters can use: four-digit years from 1900 to 2100, as the rest of the site. */
const USABLE_DAY = /^(19\d\d|20\d\d|2100)-\d\d-\d\d$/;

/**
 * A date field that keeps what is typed until it is a whole day. While a date is typed with the keyboard
 * the browser reports nothing (an unfinished day) or passing years (0002, 0020, 0202…): sent on, they
 * came back from the address as no date and wiped the field (issue 25). Only a whole day, or a field
 * emptied on purpose, is passed on; a change from outside (Clear all filters, a link) still shows.
 */
function DayInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  return (
    <TextInput
      type="date"
      label={label}
      value={draft}
      min={min}
      max={max}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const unfinished = next === '' && event.currentTarget.validity.badInput;
        setDraft(next);
        if (unfinished || (next !== '' && !USABLE_DAY.test(next)) || next === value) return;
        setShown(next);
        onChange(next);
      }}
    />
  );
}

export function FilterPanel({ value, onChange, onClear, categories, tags, searchLabel }: FilterPanelProps) {
  const chosen = chosenFilterCount(value);
  // Open from the start when a shared link already sets some, so people can see why the list is short.
  const [open, setOpen] = useState(chosen > 0);
  const panelId = useId();
  const priceLabelId = useId();

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={searchLabel}
          description="Search titles, venues, organisers and tags"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={value.query}
          onChange={(event) => onChange({ query: event.currentTarget.value })}
          style={{ flex: '1 1 16rem' }}
          maxLength={200}
        />
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {chosen > 0 ? `More filters (${chosen} chosen)` : 'More filters'}
        </Button>
      </Group>
      <Collapse expanded={open} id={panelId} keepMounted={false}>
        <Stack gap="md" pt="xs">
          {categories.length > 0 && (
            <Checkbox.Group
              label="Category"
              value={value.categories}
              onChange={(next) => onChange({ categories: next })}
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs" mt={4}>
                {categories.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={optionLabel(option)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
          <Group gap="sm" align="flex-start" wrap="wrap">
            <DayInput
              label="From"
              value={value.from}
              max={value.to || undefined}
              onChange={(from) => onChange({ from })}
            />
            <DayInput label="To" value={value.to} min={value.from || undefined} onChange={(to) => onChange({ to })} />
          </Group>
          <div>
            <Text id={priceLabelId} size="sm" fw={500} mb={4}>
              Price
            </Text>
            <SegmentedChoice
              aria-labelledby={priceLabelId}
              data={PRICE_CHOICES}
              value={value.price}
              onChange={(next) => onChange({ price: next as FilterPanelValue['price'] })}
            />
          </div>
          {tags.length > 0 && (
            <Checkbox.Group label="Tags" value={value.tags} onChange={(next) => onChange({ tags: next })}>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs" mt={4}>
                {tags.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={optionLabel(option)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
          <Group>
            <Button variant="subtle" onClick={onClear} disabled={chosen === 0 && !value.query}>
              Clear all filters
            </Button>
          </Group>
        </Stack>
      </Collapse>
    </Stack>
  );
}
