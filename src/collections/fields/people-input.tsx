import type { CustomFieldProps } from '../define-collection';
import { RowsFieldset } from './field-parts';
import type { Person } from './people';
import '../editor-styles';

/**
 * The editor input for a list of people and their roles (a committee's chair, treasurer…), added and
 * removed. Like the other field inputs it is an editor `custom` field (CustomFieldProps): the value
 * in, the whole new value out, schema messages by dotted path.
 */

const BLANK_PERSON: Person = { name: '', role: '', uid: null };

export function PeopleInput(props: CustomFieldProps<Person[]>) {
  return (
    <RowsFieldset
      {...props}
      blank={BLANK_PERSON}
      addLabel="Add a person"
      row={(person, input) => (
        <>
          {input('name', { label: 'Name', value: person.name })}
          {input('role', { label: 'Role', placeholder: 'Chair, Treasurer, Secretary…', value: person.role })}
        </>
      )}
    />
  );
}
