// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { flushStored, writeStored } from '@/stores/persistence';
import { resumeContactMessages } from './backend';

describe('resumeContactMessages', () => {
  afterEach(() => clear());

  it('sends contact messages left on this device from any page, loading the outbox only when there are some', async () => {
    const resumeContactOutbox = vi.fn();
    const loadOutbox = vi.fn(async () => ({ resumeContactOutbox }));

    expect(await resumeContactMessages(loadOutbox)).toBe(false);
    writeStored(STORAGE_KEYS.contactOutbox, []);
    await flushStored();
    expect(await resumeContactMessages(loadOutbox)).toBe(false);
    expect(loadOutbox).not.toHaveBeenCalled();

    writeStored(STORAGE_KEYS.contactOutbox, [{ id: 'm1', handed: false, message: {} }]);
    await flushStored();
    expect(await resumeContactMessages(loadOutbox)).toBe(true);
    expect(resumeContactOutbox).toHaveBeenCalledWith(window);
  });
});
