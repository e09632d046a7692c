import { Anchor, Button, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconDeviceMobile, IconFileText, IconSettings } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { BuildInfo } from '@/components/build-info';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { useStorageState } from '@/hooks/use-storage-state';
import { formatBytes, persistenceWords } from '@/lib/storage-state';
import { connectivityStore } from '@/stores/connectivity-store';
import { SiteSettingsForm } from './site-settings-form';
import { ColumnHeads } from '@/components/column-heads';

/** The five pages whose text admins can edit (the pages' own editor lives at these addresses). */
export const EDITABLE_PAGES = [
  { id: 'about', title: 'About', path: '/about' },
  { id: 'cookies-policy', title: 'Cookies policy', path: '/policies/cookies-policy' },
  { id: 'privacy-policy', title: 'Privacy policy', path: '/policies/privacy-policy' },
  { id: 'code-of-conduct', title: 'Code of conduct', path: '/policies/code-of-conduct' },
  { id: 'gdpr-and-uk-gdpr', title: 'GDPR and UK GDPR', path: '/policies/gdpr-and-uk-gdpr' },
] as const;

export const pageEditorPath = (id: string): string => `/dashboard/settings/pages/${id}`;

const TABS = ['site', 'pages', 'device'] as const;
type SettingsTab = (typeof TABS)[number];
const isTab = (value: string | null): value is SettingsTab => (TABS as readonly (string | null)[]).includes(value);

/**
 * Site settings, in three sections reachable by tabs (arrow keys move between them, Tab moves into the
 * section): the site's settings form, the editable pages, and this device's copy of the app.
 */
export default function DashboardSettingsPage() {
  const meta = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = isTab(requested) ? requested : 'site';

  return (
    <Stack>
      <PageHeader title={meta?.title ?? 'Site settings'} description={meta?.description} />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setParams(value === 'site' ? {} : { tab: value }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Settings sections">
          <Tabs.Tab value="site" leftSection={<IconSettings size={16} aria-hidden />}>
            Site
          </Tabs.Tab>
          <Tabs.Tab value="pages" leftSection={<IconFileText size={16} aria-hidden />}>
            Pages
          </Tabs.Tab>
          <Tabs.Tab value="device" leftSection={<IconDeviceMobile size={16} aria-hidden />}>
            This device
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="site" pt="lg">
          <SiteSettingsForm />
        </Tabs.Panel>
        <Tabs.Panel value="pages" pt="lg">
          <EditablePages />
        </Tabs.Panel>
        <Tabs.Panel value="device" pt="lg">
          <ThisDevice />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function EditablePages() {
  return (
    <Stack gap="sm" maw={720}>
      <Text size="sm">
        The text of these pages ships with the site and can be changed here. Published changes replace it for every
        visitor.
      </Text>
      <Table>
        <ColumnHeads columns={['Page', 'On the site']} />
        <Table.Tbody>
          {EDITABLE_PAGES.map((page) => (
            <Table.Tr key={page.id}>
              <Table.Td>
                <Anchor component={Link} to={pageEditorPath(page.id)} fw={600}>
                  Edit {page.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={page.path} size="sm">
                  {page.path}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** This device's copy of the app: build, connection and whether the offline copy is kept. */
function ThisDevice() {
  const { online } = useSnapshot(connectivityStore);
  const { storage, keep: keepOnDevice } = useStorageState();

  return (
    <Stack>
      <BuildInfo>
        <Table.Tr>
          <Table.Th>Connection</Table.Th>
          <Table.Td>{online ? 'Online' : 'Offline'}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>Offline copy</Table.Th>
          <Table.Td data-testid="storage-persisted">{persistenceWords(storage?.persisted)}</Table.Td>
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
