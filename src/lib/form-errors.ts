import type * as z from 'zod';

/**
 * A zod schema as a Mantine form validator: the first message for each field, keyed by its dotted path
 * (`venue.postcode`, `tags.2`), which is how Mantine form names nested fields. Problems that belong to
 * no field are keyed `form`.
 */
export function formErrors(schema: z.ZodType) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length ? issue.path.map(String).join('.') : 'form';
      errors[key] ??= issue.message;
    }
    return errors;
  };
}
