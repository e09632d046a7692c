// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEventFilters } from './use-event-filters';

function renderFilters(initial = '/events') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useEventFilters(), location: useLocation() }), { wrapper });
}

describe('the events search box and the address', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the search into the address after a pause in typing', async () => {
    const { result } = renderFilters();
    await act(async () => result.current.filters.setQuery('Repair Café'));
    expect(result.current.location.search).toBe('');
    await act(async () => vi.advanceTimersByTime(400));
    expect(new URLSearchParams(result.current.location.search).get('q')).toBe('Repair Café');
    expect(result.current.filters.query).toBe('Repair Café');
  });

  it('keeps words typed while its own earlier search was reaching the address', async () => {
    const { result } = renderFilters();
    await act(async () => result.current.filters.setQuery('Makers’ craft fair'));
    // The pause ends and the address is written; before it lands, the next search is typed.
    await act(async () => {
      vi.advanceTimersByTime(400);
      result.current.filters.setQuery('Repair Café');
    });
    expect(result.current.filters.query).toBe('Repair Café');
    await act(async () => vi.advanceTimersByTime(400));
    expect(new URLSearchParams(result.current.location.search).get('q')).toBe('Repair Café');
    expect(result.current.filters.query).toBe('Repair Café');
  });

  it('follows an address that changes by itself (back, forward or a link)', async () => {
    const { result } = renderFilters('/events?q=choir');
    expect(result.current.filters.query).toBe('choir');
  });
});
