// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/stores/session-store';
import { AdoptingPageContext } from './use-adopting-page';
import { useShownAccount } from './use-shown-account';

const lastHere = { uid: 'u1', email: 'someone@example.com', displayName: null };

function adopting(value: boolean) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <AdoptingPageContext.Provider value={value}>{children}</AdoptingPageContext.Provider>;
  };
}

describe('useShownAccount', () => {
  afterEach(() => {
    sessionStore.lastKnownUser = null;
  });

  it('shows no account while the app adopts a prerendered page, which the build drew for a visitor', () => {
    sessionStore.lastKnownUser = lastHere;
    const { result } = renderHook(() => useShownAccount(), { wrapper: adopting(true) });
    expect(result.current).toBeNull();
  });

  it('shows the account last signed in on this device once the page is the app’s', () => {
    sessionStore.lastKnownUser = lastHere;
    const { result } = renderHook(() => useShownAccount(), { wrapper: adopting(false) });
    expect(result.current).toEqual(lastHere);
  });
});
