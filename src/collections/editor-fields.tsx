import type { ComponentType } from 'react';
import { Checkbox, Fieldset, NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DEFAULT_TIME_ZONE, fromDateTimeInput, toDateTimeInput } from '@/lib/zoned-time';
import type { CustomFieldProps, FieldDefinition } from './define-collection';

export type EditorValues = Record<string, unknown>;

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
    case 'textarea':
    case 'markdown':
      return (
        <Textarea
          {...common}
          description={
            field.kind === 'markdown'
              ? (field.description ?? 'You can use Markdown: **bold**, *italic*, [links](https://…) and lists.')
              : field.description
          }
          autosize
          minRows={field.kind === 'markdown' ? 8 : 3}
          maxRows={24}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(event.currentTarget.value)}
          onBlur={() => form.validateField(field.name)}
        />
      );
    case 'date-time':
      return (
        <TextInput
          {...common}
          type="datetime-local"
          description={field.description ?? `Time in ${timeZone.replace('_', ' ')}.`}
          value={value instanceof Date ? toDateTimeInput(value, timeZone) : ''}
          onChange={(event) => set(fromDateTimeInput(event.currentTarget.value, timeZone))}
        />
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
      return <ImageField {...common} value={value as ImageValue | null} onChange={set} errors={error} />;
    case 'custom': {
      // The definition pairs each component with its own field, so the value has the component's type.
      const Component = field.component as unknown as ComponentType<CustomFieldProps<unknown>>;
      return (
        <Component value={value} onChange={set} errors={error} label={field.label} description={field.description} />
      );
    }
  }
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

interface ImageValue {
  path: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A picture by its web address, with the description people who cannot see it need. Uploading from
 * the device comes with the upload queue; until then this field says plainly that it takes an address.
 */
function ImageField({
  label,
  value,
  onChange,
  errors,
}: {
  label: string;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  errors: Record<string, string>;
}) {
  const update = (changes: Partial<ImageValue>) => {
    const next = { path: '', url: '', alt: '', width: 1200, height: 800, ...value, ...changes };
    onChange(next.url === '' && next.alt === '' ? null : next);
  };
  return (
    <Fieldset legend={label}>
      <Text size="sm" c="dimmed" mb="xs">
        For now, pictures are added by their web address (uploading from your device is coming).
      </Text>
      <TextInput
        label="Picture web address (URL)"
        type="url"
        value={value?.url ?? ''}
        error={errors.url}
        onChange={(event) => update({ url: event.currentTarget.value, path: '' })}
      />
      <TextInput
        mt="xs"
        label="Describe the picture"
        description="For people who cannot see it, like: Children decorating biscuits at the Christmas fair."
        value={value?.alt ?? ''}
        error={errors.alt}
        onChange={(event) => update({ alt: event.currentTarget.value })}
      />
    </Fieldset>
  );
}
