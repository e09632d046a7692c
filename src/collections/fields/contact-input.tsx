import type { CustomFieldProps } from '../define-collection';
import type { Contact } from './contact';
import { partInput, RecordFieldset, recordUpdate } from './field-parts';
import '../editor-styles';

/**
 * The editor input for contact details: email, phone and (unless the type has a website field of its
 * own) a website, each optional. Like the other field inputs it is an editor `custom` field
 * (CustomFieldProps): the value in, the whole new value out (null while every part is empty), schema
 * messages by dotted path.
 */

const EMPTY_CONTACT: Contact = { email: null, phone: null, website: null };

const orNull = (text: string) => (text.trim() === '' ? null : text);

export function ContactInput({
  value,
  onChange,
  errors,
  label,
  description,
  showWebsite = true,
}: CustomFieldProps<Contact | null> & { showWebsite?: boolean }) {
  const [contact, update] = recordUpdate(
    value,
    EMPTY_CONTACT,
    (next) => next.email === null && next.phone === null && next.website === null,
    onChange,
  );
  const input = partInput(errors, update);
  return (
    <RecordFieldset label={label} description={description} errors={errors}>
      {input('email', { label: 'Email (optional)', type: 'email', value: contact.email ?? '' }, orNull)}
      {input('phone', { label: 'Phone (optional)', type: 'tel', value: contact.phone ?? '' }, orNull)}
      {showWebsite &&
        input(
          'website',
          { label: 'Website (optional)', type: 'url', placeholder: 'https://', value: contact.website ?? '' },
          orNull,
        )}
    </RecordFieldset>
  );
}

/** Email and phone only: for types whose website is a field of its own (one website box, not two). */
export function ContactInputWithoutWebsite(props: CustomFieldProps<Contact | null>) {
  return <ContactInput {...props} showWebsite={false} />;
}
