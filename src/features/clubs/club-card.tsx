import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ItemProps } from '@/collections/define-collection';
import { nextMeetingText } from '@/collections/fields/meeting-pattern';
import { usePageClock } from '@/hooks/use-page-clock';
import { ClubLogo } from './club-logo';
import type { ClubItem } from './club-schema';

/** A club in a list: logo, name (a link to its page), category, a line of summary and its next meeting. */
export function ClubCard({ item }: ItemProps<ClubItem>) {
  const now = usePageClock();
  const next = nextMeetingText(item.meetingPattern, now);
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ClubLogo club={item} size={56} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            <Anchor component={Link} to={`/clubs/${item.slug}`}>
              {item.title}
            </Anchor>
          </Title>
          <Group gap="xs">
            <Badge variant="light" style={{ textTransform: 'none' }}>
              {item.category}
            </Badge>
          </Group>
          {item.summary && (
            <Text size="sm" lineClamp={2}>
              {item.summary}
            </Text>
          )}
          {next && (
            <Text size="sm" fw={600}>
              {next.replace(/^Next:/, 'Next meeting:')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
