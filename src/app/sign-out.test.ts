import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage';
import {
  createSignOutCoordinator,
  heldAccounts,
  holdAccount,
  holdIfEndedWhileAway,
  markSignedOutOnPurpose,
  othersHeld,
  releaseAccount,
  signedOutAccount,
  signedOutOnPurpose,
  type SignOutSteps,
} from './sign-out';

const SIGN_OUT_CHANNEL = 'sign-out-test';

/** A tab: its steps record what they did, in order, over a real BroadcastChannel; `device` is localStorage. */
function tab(cleared: Promise<boolean> = Promise.resolve(true), device: Storage = memoryStorage()) {
  const done: string[] = [];
  let reloaded!: () => void;
  const reload = new Promise<void>((resolve) => {
    reloaded = resolve;
  });
  const steps: SignOutSteps = {
    forgetEdits: async (uid) => void done.push(`forget edits of ${uid}`),
    clearData: async () => {
      done.push('clear data');
      return cleared;
    },
    forgetDownloads: async () => void done.push('forget downloads'),
    reload: (path) => {
      done.push(`reload ${path ?? 'here'}`);
      reloaded();
    },
    signedOutOnPurpose: (uid) => signedOutOnPurpose(device, uid),
    markSignedOut: (uid) => markSignedOutOnPurpose(device, uid),
    holdFor: async (uid) => {
      holdAccount(device, uid);
      done.push(`hold the work of ${uid}`);
    },
  };
  const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
  channels.push(channel);
  return { done, reload, coordinator: createSignOutCoordinator(steps, channel) };
}

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

describe('whose sign-out an Auth change reports', () => {
  it('the account signed in before, once it is gone or replaced', () => {
    expect(signedOutAccount('alice', null)).toBe('alice');
    expect(signedOutAccount('alice', 'bob')).toBe('alice');
  });
  it('nobody for the session restored at start, signing in, or no change', () => {
    expect(signedOutAccount(undefined, 'alice')).toBeNull();
    expect(signedOutAccount(undefined, null)).toBeNull();
    expect(signedOutAccount(null, 'alice')).toBeNull();
    expect(signedOutAccount('alice', 'alice')).toBeNull();
  });
});

describe('signing out with several tabs open', () => {
  it('the other tab forgets the account’s edits first, lets go of the data and downloads, and reloads where it is', async () => {
    const here = tab();
    const other = tab();
    await here.coordinator.signOut(async () => ({ uid: 'alice', cleared: Promise.resolve(true) }));
    await other.reload;
    expect(other.done).toEqual(['forget edits of alice', 'clear data', 'forget downloads', 'reload here']);
    // Auth reports the same sign-out a moment later: nothing more happens.
    other.coordinator.userChanged('alice', null);
    await Promise.resolve();
    expect(other.done).toHaveLength(4);
  });

  it('the tab that signs out tells the others, ignores its own Auth change, and reloads at / once cleared', async () => {
    const here = tab();
    const other = tab();
    let clear!: (done: boolean) => void;
    const cleared = new Promise<boolean>((resolve) => {
      clear = resolve;
    });
    const signingOut = here.coordinator.signOut(async () => {
      here.coordinator.userChanged('alice', null);
      return { uid: 'alice', cleared };
    });
    await other.reload;
    expect(here.done).not.toContain('reload /');
    clear(true);
    await signingOut;
    expect(here.done).toEqual(['forget edits of alice', 'forget downloads', 'reload /']);
  });

  it('a tab that only hears from Auth (no message came) does the same, when the device signed out on purpose', async () => {
    const device = memoryStorage();
    const here = tab(Promise.resolve(true), device);
    const only = tab(Promise.resolve(true), device);
    here.coordinator.stop();
    await here.coordinator.signOut(async () => {
      only.coordinator.userChanged('alice', null);
      return { uid: 'alice', cleared: Promise.resolve(true) };
    }, 'alice');
    await only.reload;
    expect(only.done).toEqual(['forget edits of alice', 'clear data', 'forget downloads', 'reload here']);
  });

  it('a sign-out that fails changes nothing, and the tab still follows a later one', async () => {
    const here = tab();
    await expect(
      here.coordinator.signOut(async () => {
        throw new Error('Signing out did not work.');
      }),
    ).rejects.toThrow('Signing out did not work.');
    expect(here.done).toEqual([]);
    here.coordinator.userChanged('alice', null);
    await here.reload;
    expect(here.done).toContain('reload here');
  });

  it('ignores messages that are not a sign-out', async () => {
    const here = tab();
    const sender = new BroadcastChannel(SIGN_OUT_CHANNEL);
    channels.push(sender);
    sender.postMessage({ type: 'signed-out' });
    sender.postMessage('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(here.done).toEqual([]);
  });
});

describe('a session that ends by itself (password changed elsewhere, account disabled, tokens revoked)', () => {
  it('keeps the account’s drafts, unsent saves, uploads and order requests, held for it, and reloads', async () => {
    const device = memoryStorage();
    const only = tab(Promise.resolve(true), device);
    only.coordinator.userChanged('alice', null);
    await only.reload;
    expect(only.done).toEqual(['hold the work of alice', 'forget downloads', 'reload here']);
    expect(heldAccounts(device)).toEqual(['alice']);
  });

  it('holds it while someone else signs in here, and lets it go when the account signs in again', () => {
    const device = memoryStorage();
    holdAccount(device, 'alice');
    holdAccount(device, 'alice');
    expect(othersHeld(device, 'bob')).toBe(true);
    expect(releaseAccount(device, 'bob')).toBe(false);
    expect(heldAccounts(device)).toEqual(['alice']);
    expect(othersHeld(device, 'alice')).toBe(false);
    expect(releaseAccount(device, 'alice')).toBe(true);
    expect(heldAccounts(device)).toEqual([]);
    expect(releaseAccount(device, 'alice')).toBe(false);
  });

  it('a sign-out that fails leaves no mark, so a later end of the session still keeps the work', async () => {
    const device = memoryStorage();
    const here = tab(Promise.resolve(true), device);
    await expect(
      here.coordinator.signOut(async () => {
        throw new Error('Signing out did not work.');
      }, 'alice'),
    ).rejects.toThrow('Signing out did not work.');
    expect(signedOutOnPurpose(device, 'alice')).toBe(false);
    here.coordinator.userChanged('alice', null);
    await here.reload;
    expect(here.done).toEqual(['hold the work of alice', 'forget downloads', 'reload here']);
  });

  it('reads damaged storage as nothing held', () => {
    expect(heldAccounts(memoryStorage({ 'held-accounts': 'not json' }))).toEqual([]);
    expect(heldAccounts(memoryStorage({ 'held-accounts': '[3, "alice", ""]' }))).toEqual(['alice']);
    expect(heldAccounts(undefined)).toEqual([]);
  });
});

describe('a session that ended while no tab was open', () => {
  it('holds the work of the account last signed in here when Auth restores nobody (or someone else)', () => {
    const device = memoryStorage();
    expect(holdIfEndedWhileAway(device, 'alice', null)).toBe(true);
    expect(heldAccounts(device)).toEqual(['alice']);
    const other = memoryStorage();
    expect(holdIfEndedWhileAway(other, 'alice', 'bob')).toBe(true);
    expect(heldAccounts(other)).toEqual(['alice']);
  });

  it('holds nothing when the same account is restored, nobody was signed in, or it signed out on purpose', () => {
    const device = memoryStorage();
    expect(holdIfEndedWhileAway(device, 'alice', 'alice')).toBe(false);
    expect(holdIfEndedWhileAway(device, null, null)).toBe(false);
    markSignedOutOnPurpose(device, 'alice');
    expect(holdIfEndedWhileAway(device, 'alice', null)).toBe(false);
    expect(heldAccounts(device)).toEqual([]);
  });
});
