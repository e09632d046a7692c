// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import { connectivityStore } from '@/stores/connectivity-store';
import { provideAuthActions, sessionStore, setSessionUser, type AuthActions } from '@/stores/session-store';
import { syncStatusStore } from '@/stores/sync-status-store';
import { AccountMenu } from './account-menu';

/**
 * The sign-out warning. Firebase itself cannot run here, so the auth actions are a stand-in with the
 * same interface; the real sign-out (and the cleared cache) is covered end to end in tests/e2e/auth.spec.ts.
 */
const actions = {
  signInWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  signUp: vi.fn(),
  sendPasswordReset: vi.fn(),
  waitForPendingWrites: vi.fn<AuthActions['waitForPendingWrites']>(),
  unsavedWork: vi.fn<AuthActions['unsavedWork']>(),
  signOut: vi.fn<AuthActions['signOut']>(),
  deleteAccount: vi.fn<AuthActions['deleteAccount']>(),
} satisfies AuthActions;
provideAuthActions(actions);

async function renderMenu() {
  renderInRouter(<AccountMenu />, '/dashboard');
  fireEvent.click(screen.getByRole('button', { name: 'Your account' }));
  await screen.findByRole('button', { name: 'Sign out' });
}

beforeEach(() => {
  setSessionUser({ uid: 'demo-editor', email: 'editor@thornbury-hub.test', displayName: 'Eve Editor' });
  syncStatusStore.pendingWrites = 0;
  syncStatusStore.earlierPending = false;
  connectivityStore.online = true;
  actions.signOut.mockReset().mockResolvedValue(undefined);
  actions.waitForPendingWrites.mockReset();
  actions.unsavedWork.mockReset().mockResolvedValue({ unsent: false, drafts: 0, uploads: 0, waiting: [] });
});
afterEach(cleanup);

describe('signing out', () => {
  it('signs out at once when everything has been saved', async () => {
    await renderMenu();
    expect(screen.getByText('editor@thornbury-hub.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(actions.signOut).toHaveBeenCalledTimes(1));
  });

  it('warns first when changes have not reached the server, and can stay signed in', async () => {
    syncStatusStore.pendingWrites = 2;
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('alert').textContent).toContain('2 changes have not reached the server yet');
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(actions.signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs out as asked once the change it warned about reaches the server while the warning is up', async () => {
    syncStatusStore.pendingWrites = 1;
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('alert').textContent).toContain('1 change has not reached the server yet');
    await waitFor(() => expect(actions.unsavedWork).toHaveBeenCalled());
    expect(actions.signOut).not.toHaveBeenCalled();
    syncStatusStore.pendingWrites = 0;
    await waitFor(() => expect(actions.signOut).toHaveBeenCalledTimes(1));
  });

  it('can wait for the changes to be saved, then signs out', async () => {
    syncStatusStore.pendingWrites = 1;
    actions.waitForPendingWrites.mockResolvedValue(true);
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wait, then sign out' }));
    await waitFor(() => expect(actions.signOut).toHaveBeenCalledTimes(1));
    expect(actions.waitForPendingWrites).toHaveBeenCalled();
  });

  it('offline, waiting is not offered, and signing out anyway is still possible', async () => {
    syncStatusStore.earlierPending = true;
    connectivityStore.online = false;
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('alert').textContent).toContain('You are offline');
    expect((screen.getByRole('button', { name: 'Wait, then sign out' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(actions.signOut).toHaveBeenCalledTimes(1));
  });

  it('warns about changes another tab has not sent yet, found when signing out', async () => {
    actions.unsavedWork.mockResolvedValue({ unsent: true, drafts: 0, uploads: 0, waiting: [] });
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Some changes have not reached the server yet');
    expect(actions.signOut).not.toHaveBeenCalled();
  });

  // Work only this device holds: waiting for the server would not save it, so signing out anyway is the choice.
  it.each([
    ['edits not saved yet (drafts)', { drafts: 2 }, 'You have changes to 2 items that you have not saved yet.'],
    [
      'photos and files that have not finished uploading (another tab’s too)',
      { uploads: 2 },
      '2 photos or files have not finished uploading.',
    ],
    [
      'order requests made signed in that have not been sent',
      {
        waiting: [
          {
            count: 1,
            text: '1 order request has not been sent to its shop yet.',
            whenOffline: 'It will be sent when you are back online.',
          },
        ],
      },
      '1 order request has not been sent to its shop yet.',
    ],
  ])('warns about %s, which signing out forgets and waiting would not save', async (_what, unsaved, warning) => {
    actions.unsavedWork.mockResolvedValue({ unsent: false, drafts: 0, uploads: 0, waiting: [], ...unsaved });
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(warning);
    expect(alert.textContent).toContain('Signing out removes them from this device.');
    expect(screen.queryByRole('button', { name: 'Wait, then sign out' })).toBeNull();
    expect(actions.signOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(actions.signOut).toHaveBeenCalledTimes(1));
  });

  it('stops counting changes found unsent once they reach the server, and still warns about the drafts', async () => {
    actions.unsavedWork.mockResolvedValue({ unsent: true, drafts: 1, uploads: 0, waiting: [] });
    let reachServer: (saved: boolean) => void = () => undefined;
    actions.waitForPendingWrites.mockReturnValue(new Promise((resolve) => (reachServer = resolve)));
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Some changes have not reached the server yet'));
    expect(alert.textContent).toContain('Signing out removes all of them from this device.');
    reachServer(true);
    await waitFor(() => expect(alert.textContent).not.toContain('reached the server'));
    expect(alert.textContent).toContain('You have changes to 1 item that you have not saved yet.');
    expect(alert.textContent).toContain('Signing out removes them from this device.');
    expect(actions.signOut).not.toHaveBeenCalled();
  });

  it('offers signing in to visitors', () => {
    setSessionUser(null);
    renderInRouter(<AccountMenu />, '/events?x=1');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in?next=%2Fevents%3Fx%3D1');
    expect(sessionStore.status).toBe('signed-out');
  });
});
