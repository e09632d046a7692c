import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';

const ROLE_NAMES = { member: 'an account', editor: 'an editor account', admin: 'an admin account' } as const;

/** What a dashboard page is for, and that it needs the right account (from the route's metadata). */
export function DashboardAreaIntro() {
  const meta = useRouteMeta();
  const needs = ROLE_NAMES[meta?.requiredRole ?? 'editor'];
  return (
    <>
      <PageHeader title={meta?.title ?? 'Dashboard'} description={meta?.description} />
      <Alert icon={<IconLock size={20} aria-hidden />} title="Sign in needed" variant="light" maw={640}>
        <Text size="sm">You need to be signed in with {needs} to use this page.</Text>
        <Text size="sm" mt="xs">
          Signing in is not open on this site yet. If you help run the association, ask an admin to set up your account.
        </Text>
      </Alert>
    </>
  );
}

export default function DashboardAreaPage() {
  return (
    <Stack>
      <DashboardAreaIntro />
    </Stack>
  );
}
