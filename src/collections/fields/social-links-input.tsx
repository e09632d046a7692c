import type { CustomFieldProps } from '../define-collection';
import { RowsFieldset } from './field-parts';
import type { SocialLink } from './social-links';
import '../editor-styles';

/**
 * The editor input for a list of social links: a name and a web address a row, added and removed.
 * Like the other field inputs it is an editor `custom` field (CustomFieldProps): the value in, the
 * whole new value out, schema messages by dotted path.
 */

const BLANK_LINK: SocialLink = { label: '', url: '' };

export function SocialLinksInput(props: CustomFieldProps<SocialLink[]>) {
  return (
    <RowsFieldset
      {...props}
      blank={BLANK_LINK}
      addLabel="Add a link"
      row={(link, input) => (
        <>
          {input('label', { label: 'Name', placeholder: 'Facebook', value: link.label, w: 160 })}
          {input('url', { label: 'Web address', placeholder: 'https://', value: link.url, style: { flex: 1 } })}
        </>
      )}
    />
  );
}
