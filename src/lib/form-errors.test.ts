import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';

const schema = z
  .object({
    name: z.string().min(1, 'Please add a name.'),
    venue: z.object({ postcode: z.string().regex(/^[A-Z]{2}\d/, 'Please give a UK postcode.') }),
    tags: z.array(z.string().min(1, 'Tags cannot be empty.')),
    password: z.string(),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, { message: 'The passwords do not match.' });

describe('formErrors', () => {
  const validate = formErrors(schema);

  it('keys each message by the field’s dotted path, first message only', () => {
    expect(validate({ name: '', venue: { postcode: 'x' }, tags: ['a', ''], password: 'a', confirm: 'a' })).toEqual({
      name: 'Please add a name.',
      'venue.postcode': 'Please give a UK postcode.',
      'tags.1': 'Tags cannot be empty.',
    });
  });

  it('puts problems of the whole form under "form"', () => {
    expect(validate({ name: 'a', venue: { postcode: 'BS35' }, tags: [], password: 'a', confirm: 'b' })).toEqual({
      form: 'The passwords do not match.',
    });
  });

  it('returns no errors for valid values', () => {
    expect(validate({ name: 'a', venue: { postcode: 'BS35' }, tags: [], password: 'a', confirm: 'a' })).toEqual({});
  });
});
