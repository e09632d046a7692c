import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, markSaved, markUnsaved } from './unsaved-changes-store';

describe('unsaved changes', () => {
  it('is dirty while any form is marked', () => {
    expect(hasUnsavedChanges()).toBe(false);
    markUnsaved('a');
    markUnsaved('b');
    markUnsaved('a');
    markSaved('a');
    expect(hasUnsavedChanges()).toBe(true);
    markSaved('b');
    expect(hasUnsavedChanges()).toBe(false);
  });
});
