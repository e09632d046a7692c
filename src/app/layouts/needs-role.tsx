import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Role } from '@/lib/route-meta';

const ROLE_NAMES: Record<Role, string> = { member: 'member', editor: 'editor', admin: 'admin' };

/** Signed in, but without the role this page needs: say so plainly and what to do about it. */
export default function NeedsRole({ role, title, email }: { role: Role; title: string; email: string | null }) {
  const signedInAs = `You are signed in${email ? ` as ${email}` : ''}`;
  // Signing up gives no role: an admin makes someone a member (docs/decisions/0013).
  const isMemberPage = role === 'member';
  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group gap="xs">
            <IconLock size={24} aria-hidden />
            <Title order={1} size="h2">
              You need {ROLE_NAMES[role]} access
            </Title>
          </Group>
          <Text>
            “{title}” is for the association’s {ROLE_NAMES[role]}s. {signedInAs}, but your account
            {isMemberPage ? ' is not a member yet.' : ` does not have ${ROLE_NAMES[role]} access.`}
          </Text>
          <Text>
            {isMemberPage
              ? 'One of the site’s admins adds members: ask them to add your account.'
              : 'If you help run the site, ask one of its admins to give your account this access.'}
          </Text>
          <Group>
            {!isMemberPage && (
              <Button component={Link} to="/dashboard" variant="light">
                Go to your dashboard
              </Button>
            )}
            <Anchor component={Link} to="/">
              Back to the public site
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
