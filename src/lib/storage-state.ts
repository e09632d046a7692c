/** How this device keeps the app's offline copy. */
export interface StorageState {
  /** The browser promised not to clear it when space runs low. */
  persisted: boolean | undefined;
  usageBytes: number | undefined;
  quotaBytes: number | undefined;
}

type StorageNavigator = Pick<Navigator, 'storage'>;

/** Asks the browser to keep the app's data (after install, or an editor's first sign-in). */
export async function requestPersistentStorage(nav: StorageNavigator): Promise<boolean> {
  try {
    if (!nav.storage?.persist) return false;
    if (await nav.storage.persisted()) return true;
    return await nav.storage.persist();
  } catch {
    return false;
  }
}

export async function readStorageState(nav: StorageNavigator): Promise<StorageState> {
  try {
    const [persisted, estimate] = await Promise.all([nav.storage?.persisted?.(), nav.storage?.estimate?.()]);
    return { persisted, usageBytes: estimate?.usage, quotaBytes: estimate?.quota };
  } catch {
    return { persisted: undefined, usageBytes: undefined, quotaBytes: undefined };
  }
}

/** Whether the offline copy is kept, in words (undefined: not known yet). */
export function persistenceWords(persisted: boolean | undefined): string {
  if (persisted === undefined) return 'Checking…';
  return persisted
    ? 'Kept: the browser will not clear it to save space'
    : 'May be cleared by the browser if space runs low';
}

/** 1536 → "1.5 KB"; plain British units for people, not developers. */
export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return 'unknown';
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
