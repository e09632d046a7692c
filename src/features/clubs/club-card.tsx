import { Badge, Group, Text } from '@mantine/core';
import { CardSummary, CardTitleLink, LogoCard } from '@/collections/card-parts';
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
    <LogoCard logo={<ClubLogo club={item} size={56} />}>
      <CardTitleLink to={`/clubs/${item.slug}`}>{item.title}</CardTitleLink>
      <Group gap="xs">
        <Badge variant="light" style={{ textTransform: 'none' }}>
          {item.category}
        </Badge>
      </Group>
      <CardSummary summary={item.summary} />
      {next && (
        <Text size="sm" fw={600}>
          {next.replace(/^Next:/, 'Next meeting:')}
        </Text>
      )}
    </LogoCard>
  );
}
