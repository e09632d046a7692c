/** The demo site settings. */
import { describe, expect, it } from 'vitest';
import { SEED_DATA as data } from '../../collections/seed/seed-test-helpers.mjs';

describe('the settings’ seed', () => {
  it('settings/site carries the brand', () => {
    expect(data.collections.settings).toHaveLength(1);
    expect(data.collections.settings[0].id).toBe('site');
    expect(data.collections.settings[0].data.companyName).toBe('Thornbury Community Hub');
  });
});
