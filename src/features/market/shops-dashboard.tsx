import { Checkbox, Group, TextInput } from '@mantine/core';
import type { CollectionDashboardParts, CustomFieldProps, FieldDefinition } from '@/collections/define-collection';
import { contentField } from '@/collections/content-fields';
import { ContactInput } from '@/collections/fields/contact-input';
import { RepeatingRows } from '@/components/repeating-rows';
import { ownerField } from '@/domains/accounts/owner-field';
import {
  collectionOptionId,
  MAX_COLLECTION_OPTIONS,
  PAYMENT_LABELS,
  PAYMENT_OPTIONS,
  paymentText,
  type CollectionOption,
  type PaymentOption,
  type ShopItem,
} from './shop-schema';

/**
 * The times and places customers may choose from when they order ("Saturday 9am–12pm at the stall").
 * Each keeps the id it was given, so renaming one does not change what earlier orders chose.
 */
function CollectionOptionsInput({ value, onChange, errors, label, description }: CustomFieldProps<CollectionOption[]>) {
  const options = value;
  return (
    <RepeatingRows
      legend={label}
      description={description}
      rows={options}
      rowKey={(option) => option.id}
      renderRow={(option, index) => (
        <TextInput
          label={`Collection time ${index + 1}`}
          value={option.label}
          error={errors[`${index}.label`]}
          onChange={(event) => {
            const labelText = event.currentTarget.value;
            onChange(options.map((other, i) => (i === index ? { ...other, label: labelText } : other)));
          }}
        />
      )}
      removeLabel={(_, index) => `Remove collection time ${index + 1}`}
      onRemove={(index) => onChange(options.filter((_, i) => i !== index))}
      error={errors['']}
      max={MAX_COLLECTION_OPTIONS}
      addLabel="Add a collection time"
      onAdd={() =>
        onChange([
          ...options,
          {
            id: collectionOptionId(
              `time ${options.length + 1}`,
              options.map((option) => option.id),
            ),
            label: '',
          },
        ])
      }
    />
  );
}

/** How customers may pay when they collect. */
function PaymentOptionsInput({ value, onChange, errors, label, description }: CustomFieldProps<PaymentOption[]>) {
  return (
    <Checkbox.Group
      label={label}
      description={description}
      error={errors['']}
      value={value}
      // In the fixed order, whatever order they were ticked in.
      onChange={(chosen) => onChange(PAYMENT_OPTIONS.filter((option) => chosen.includes(option)))}
    >
      <Group mt="xs">
        {PAYMENT_OPTIONS.map((option) => (
          <Checkbox key={option} value={option} label={PAYMENT_LABELS[option]} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

export const shopEditorFields: readonly FieldDefinition<ShopItem>[] = [
  contentField.title('The shop', 'Shop name'),
  {
    name: 'description',
    section: 'The shop',
    label: 'What it sells',
    description: 'One line for the market’s card, like “Jams, chutneys and honey from local hives”.',
    kind: 'text',
  },
  contentField.summary('The shop', {
    description: 'One or two sentences for search results and links shared on social media.',
  }),
  contentField.picture('The shop', 'Logo or picture'),
  contentField.body('The shop', 'More about the shop'),
  {
    name: 'location',
    section: 'Collecting and paying',
    label: 'Where to collect',
    description: 'The address or place on one line.',
    kind: 'text',
  },
  {
    name: 'collectionOptions',
    section: 'Collecting and paying',
    label: 'Collection times',
    description: 'Customers choose one of these when they order.',
    kind: 'custom',
    component: CollectionOptionsInput,
  },
  {
    name: 'collectionInfo',
    section: 'Collecting and paying',
    label: 'More about collecting',
    description: 'For example: order by Thursday for Saturday.',
    kind: 'textarea',
  },
  {
    name: 'paymentOptions',
    section: 'Collecting and paying',
    label: 'Ways to pay on collection',
    kind: 'custom',
    component: PaymentOptionsInput,
  },
  { name: 'contact', section: 'Contact', label: 'Contact details', kind: 'custom', component: ContactInput },
  contentField.tags('Contact'),
  {
    name: 'isOrganisationShop',
    section: 'Publishing',
    label: 'This is the association’s own shop (shown at /shop)',
    kind: 'boolean',
  },
  {
    name: 'ownerUid',
    section: 'Publishing',
    label: 'Seller',
    description: 'The seller’s account, who may edit this shop and its products. Empty for the association’s shop.',
    kind: 'custom',
    component: ownerField('shop', 'shops'),
  },
];

/** The dashboard's parts for shops: editor fields, table columns and what its search reads. */
export const shopsDashboard: CollectionDashboardParts<ShopItem> = {
  fields: shopEditorFields,
  tableColumns: [
    {
      label: 'Kind',
      render: (item) => (item.isOrganisationShop ? 'Our shop' : 'Market seller'),
    },
    { label: 'Payment', render: (item) => paymentText(item.paymentOptions) },
  ],
  searchText: (item) => [item.description, item.location ?? '', item.collectionInfo].join(' '),
};
