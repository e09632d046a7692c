import { Select } from '@mantine/core';
import { useEffect, useState, type ReactElement } from 'react';
import type { CustomFieldProps } from '../define-collection';
import type { Reference } from './reference';
import { loadReferenceOptions, type ReferenceOption } from './reference-options';
import '../editor-styles';

/**
 * The editor input for a reference to an item of other collections: a pick-list of their titles.
 * Like the other field inputs it is an editor `custom` field (CustomFieldProps): the value in, the
 * whole new value out, schema messages by dotted path.
 */

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
