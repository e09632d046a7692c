import { describe, expect, it } from 'vitest';
import { unhandledBadge } from './unhandled-badge';

describe('unhandledBadge', () => {
  it('shows nothing until counted or at none, the count, then "99+" at the limit', () => {
    expect(unhandledBadge(null, 100)).toBeNull();
    expect(unhandledBadge(0, 100)).toBeNull();
    expect(unhandledBadge(7, 100)).toBe('7');
    expect(unhandledBadge(100, 100)).toBe('99+');
  });
});
