import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * "Your name" and "Your email address", as the forms that write to someone ask for them (a message to
 * the association, an order request to a seller); the form lays them out and gives each its input props.
 */
export function NameAndEmailInputs({ name, email }: { name: TextInputProps; email: TextInputProps }) {
  return (
    <>
      <TextInput label="Your name" autoComplete="name" required {...name} />
      <TextInput label="Your email address" type="email" autoComplete="email" required {...email} />
    </>
  );
}
