import { createContext, useContext, type ComponentType } from 'react';
import { Checkbox, Combobox, InputBase, NativeSelect, Textarea, TextInput, useCombobox } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DEFAULT_TIME_ZONE } from '@/lib/zoned-time';
import type { CustomFieldProps, FieldDefinition } from './define-collection';
import BritishDateInput from './editor-date-input';
import type { DocumentFile } from './fields/document-file';
import { FilePicker } from './fields/file-picker';
import { ImagePicker } from './fields/image-picker';
import { MarkdownEditor } from './fields/markdown-editor';
import type { ContentImage } from './content-schema';
import type { EditorValues } from './editor-save-state';
import './editor-styles';

export type { EditorValues };

/** Values already in use for this type, by field name (categories), read from the items the editor can see. */
export const EditorSuggestions = createContext<Readonly<Record<string, readonly string[]>>>({});

/** The form's messages for a field and everything below it (`venue`, `venue.postcode`…), keyed relative to it. */
export function errorsBelow(errors: Record<string, unknown>, name: string): Record<string, string> {
  const below: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (typeof message !== 'string') continue;
    if (key === name) below[''] = message;
    else if (key.startsWith(`${name}.`)) below[key.slice(name.length + 1)] = message;
  }
  return below;
}

/** `a, b , c` → ['a', 'b', 'c']; tags are typed as a comma-separated line. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

interface FieldInputProps {
  field: FieldDefinition<EditorValues>;
  form: UseFormReturnType<EditorValues>;
}

/** One editor field, drawn for its kind. Type-specific fields bring their own component. */
export function FieldInput({ field, form }: FieldInputProps) {
  const values = form.getValues();
  const value = values[field.name];
  const error = errorsBelow(form.errors, field.name);
  const common = { label: field.label, description: field.description, error: error[''] };
  const timeZone = typeof values.timeZone === 'string' ? values.timeZone : DEFAULT_TIME_ZONE;
  const set = (next: unknown) => form.setFieldValue(field.name, next);
  // The picture and file pickers take the same props but for their value's kind.
  const upload = { label: field.label, description: field.description, name: field.name, onChange: set, errors: error };

  switch (field.kind) {
    case 'text':
    case 'url':
      return (
        <TextInput
          {...common}
          type={field.kind === 'url' ? 'url' : 'text'}
          value={typeof value === 'string' ? value : ''}
          // Optional addresses are stored as null when empty, as the schema expects.
          onChange={(event) =>
            set(field.kind === 'url' && event.currentTarget.value === '' ? null : event.currentTarget.value)
          }
          onBlur={() => form.validateField(field.name)}
        />
      );
    case 'markdown':
      return (
        <MarkdownEditor
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={set}
          onBlur={() => form.validateField(field.name)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={24}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(event.currentTarget.value)}
          onBlur={() => form.validateField(field.name)}
        />
      );
    case 'date-time':
      // Typed or picked, always read as day/month/year and a 24-hour time, whatever the browser's language.
      return (
        <BritishDateInput
          {...common}
          description={
            field.description ??
            `Day/month/year and 24-hour time, ${timeZone === DEFAULT_TIME_ZONE ? 'UK' : timeZone.replace('_', ' ')} time.`
          }
          timeZone={timeZone}
          value={value instanceof Date ? value : null}
          onChange={set}
        />
      );
    case 'category':
      return (
        <CategoryField {...common} name={field.name} value={typeof value === 'string' ? value : ''} onChange={set} />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          type="number"
          inputMode="numeric"
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(event) => set(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
          onBlur={() => form.validateField(field.name)}
        />
      );
    case 'boolean':
      return (
        <Checkbox
          label={field.label}
          description={field.description}
          error={error['']}
          checked={value === true}
          onChange={(event) => set(event.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={[...field.options]}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(event.currentTarget.value)}
        />
      );
    case 'tags':
      return (
        <TagsField {...common} value={Array.isArray(value) ? (value as string[]) : []} onChange={set} errors={error} />
      );
    case 'image':
      return <ImagePicker {...upload} value={value as ContentImage | null} />;
    case 'file':
      return <FilePicker {...upload} value={value as DocumentFile | null} />;
    case 'custom': {
      // The definition pairs each component with its own field, so the value has the component's type.
      const Component = field.component as unknown as ComponentType<CustomFieldProps<unknown>>;
      return (
        <Component
          value={value}
          onChange={set}
          errors={error}
          label={field.label}
          description={field.description}
          values={values}
        />
      );
    }
  }
}

/**
 * A category: one already in use for this type (offered on focus, narrowed as you type), or a new one.
 * Built from Combobox so the list has a name of its own ("Already in use"), not the field's label.
 */
function CategoryField({
  name,
  value,
  onChange,
  ...common
}: {
  name: string;
  label: string;
  description?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const suggestions = useContext(EditorSuggestions)[name] ?? [];
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const typed = value.trim().toLocaleLowerCase('en-GB');
  const shown = suggestions.filter((option) => option.toLocaleLowerCase('en-GB').includes(typed));
  // An exact match still lists the rest on focus, so a chosen category can be changed without deleting it.
  const options = shown.length === 1 && shown[0] === value ? suggestions : shown;
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => {
        onChange(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          {...common}
          description={common.description ?? 'Choose one already in use, or type a new one.'}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options aria-label="Already in use" mah={260} style={{ overflowY: 'auto' }}>
          {options.map((option) => (
            <Combobox.Option value={option} key={option} active={option === value}>
              {option}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function TagsField({
  label,
  description,
  value,
  onChange,
  errors,
}: {
  label: string;
  description?: string;
  value: string[];
  onChange: (value: string[]) => void;
  errors: Record<string, string>;
}) {
  const message = errors[''] ?? Object.values(errors)[0];
  return (
    <TextInput
      label={label}
      description={description ?? 'Separate tags with commas, like: music, family, free.'}
      defaultValue={value.join(', ')}
      error={message}
      onChange={(event) => onChange(parseTags(event.currentTarget.value))}
    />
  );
}
