/** The organisations' demo data. */
import { describe, expect, it } from 'vitest';
import { documentsOf } from '../../collections/seed/seed-test-helpers.mjs';

describe('the organisations’ seed', () => {
  it('has at least six organisations, each with an e-mail address at the reserved .example domain', () => {
    const organisations = documentsOf('organisations');
    expect(organisations.length).toBeGreaterThanOrEqual(6);
    for (const organisation of organisations) expect(organisation.contact.email).toMatch(/@[a-z0-9.-]+\.example$/);
  });
});
