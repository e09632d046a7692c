import { useEffect, useState } from 'react';
import { readStorageState, requestPersistentStorage, type StorageState } from '@/lib/storage-state';

/**
 * How this device keeps the app's offline copy, read when the component mounts (undefined until then),
 * and `keep`, which asks the browser to keep it and reads it again to show the answer.
 */
export function useStorageState(): { storage: StorageState | undefined; keep: () => Promise<void> } {
  const [storage, setStorage] = useState<StorageState | undefined>();
  useEffect(() => {
    void readStorageState(navigator).then(setStorage);
  }, []);
  const keep = async (): Promise<void> => {
    await requestPersistentStorage(navigator);
    setStorage(await readStorageState(navigator));
  };
  return { storage, keep };
}
