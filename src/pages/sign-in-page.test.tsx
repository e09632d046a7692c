// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import { setSessionUser } from '@/stores/session-store';
import { SignInPage } from './sign-in-page';

/** Opens `/sign-in?next=…` signed in: the page goes on to `next` at once, if it is a page of this site. */
async function wentTo(next: string): Promise<string> {
  const { router } = renderInRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    `/sign-in?next=${next}`,
  );
  await screen.findByText('Another page');
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
}

beforeEach(() => {
  setSessionUser({ uid: 'demo-editor', email: 'editor@thornbury-hub.test', displayName: 'Eve Editor' });
});
afterEach(() => {
  cleanup();
  setSessionUser(null);
});

describe('SignInPage: where it goes on to after signing in', () => {
  it.each([
    '/%09/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    'https://evil.example',
    'javascript:alert(1)',
  ])('the dashboard, not %s', async (next) => {
    expect(await wentTo(next)).toBe('/dashboard');
  });

  it('the page that asked, with its query and fragment', async () => {
    expect(await wentTo(encodeURIComponent('/events?x=1#y'))).toBe('/events?x=1#y');
  });
});
