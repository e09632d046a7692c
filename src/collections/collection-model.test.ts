import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { baseContentSchema } from './content-schema';
import { defineModel } from './collection-model';

describe('defineModel', () => {
  it('takes the base fields as the title and slug when the type names none', () => {
    const model = defineModel({ schema: baseContentSchema });
    expect(model.titleField).toBe('title');
    expect(model.slugField).toBe('slug');
  });

  it('keeps the title and slug fields a type names', () => {
    const schema = baseContentSchema.extend({ name: z.string(), handle: z.string() });
    const model = defineModel({ schema, titleField: 'name', slugField: 'handle' });
    expect(model.titleField).toBe('name');
    expect(model.slugField).toBe('handle');
  });
});
