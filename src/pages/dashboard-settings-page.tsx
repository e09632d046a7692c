import { useEffect, useState } from 'react';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { BuildInfo } from '@/components/build-info';
import { formatBytes, readStorageState, requestPersistentStorage, type StorageState } from '@/lib/storage-state';
import { connectivityStore } from '@/stores/connectivity-store';
import { DashboardAreaIntro } from './dashboard-area-page';

/** Site settings. Until sign-in arrives it shows this device's copy of the app, which needs no account. */
export default function DashboardSettingsPage() {
  const { online } = useSnapshot(connectivityStore);
  const [storage, setStorage] = useState<StorageState | undefined>();

  useEffect(() => {
    void readStorageState(navigator).then(setStorage);
  }, []);

  const keepOnDevice = async (): Promise<void> => {
    await requestPersistentStorage(navigator);
    setStorage(await readStorageState(navigator));
  };

  return (
    <Stack>
      <DashboardAreaIntro />
      <Title order={2} size="h3" mt="lg">
        This device
      </Title>
      <BuildInfo>
        <Table.Tr>
          <Table.Th>Connection</Table.Th>
          <Table.Td>{online ? 'Online' : 'Offline'}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>Offline copy</Table.Th>
          <Table.Td data-testid="storage-persisted">
            {storage?.persisted === undefined
              ? 'Checking…'
              : storage.persisted
                ? 'Kept: the browser will not clear it to save space'
                : 'May be cleared by the browser if space runs low'}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>Space used</Table.Th>
          <Table.Td>
            {formatBytes(storage?.usageBytes)} of {formatBytes(storage?.quotaBytes)} available
          </Table.Td>
        </Table.Tr>
      </BuildInfo>
      {storage?.persisted === false && (
        <div>
          <Button variant="default" onClick={() => void keepOnDevice()}>
            Keep the offline copy on this device
          </Button>
          <Text size="sm" c="dimmed" mt={4}>
            Useful on a phone or tablet you use for editing away from Wi-Fi.
          </Text>
        </div>
      )}
    </Stack>
  );
}
