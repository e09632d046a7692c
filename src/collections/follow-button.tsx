import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { isFollowing, tagKey, type FollowTarget } from '@/lib/follows';
import { currentFollows, followsStore, loadDeviceFollows } from '@/stores/follows-store';

/**
 * "Follow" / "Following": a toggle (aria-pressed) for a club, organisation, committee, business, shop,
 * event category or tag. Works signed out and offline (decision 0025). `name` says what is followed to
 * screen readers when the visible label alone would not ("Follow" beside a tag).
 */
export function FollowButton({
  target,
  name,
  size = 'sm',
}: {
  target: FollowTarget;
  name?: string;
  size?: 'xs' | 'sm';
}) {
  const follows = useSnapshot(followsStore);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void loadDeviceFollows();
  }, []);
  const following = isFollowing(currentFollows(follows), target);
  const label = following ? 'Following' : 'Follow';
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size={size}
        variant={following ? 'filled' : 'default'}
        aria-pressed={following}
        aria-label={name ? `${label} ${name}` : undefined}
        leftSection={following ? <IconCheck size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
        disabled={!follows.deviceRead}
        onClick={() => {
          setProblem(null);
          // Firestore's code loads on first use (decision 0012), not with the page.
          import('./follows-account')
            .then((account) => account.toggleFollowing(target))
            .catch((error: unknown) =>
              setProblem(error instanceof Error ? error.message : 'That did not work. Please try again.'),
            );
        }}
      >
        {label}
      </Button>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/**
 * An item's category and tags, or the ones a list is filtered by, each with its own Follow button (events:
 * the feed then shows every event with that category or tag). Topics are compared as followed: "Sport"
 * and "sport" are one.
 */
export function FollowTopics({
  topics,
  headingId,
  heading = 'Topics',
  intro = 'Follow a topic to see what comes up about it in your feed.',
}: {
  topics: readonly string[];
  headingId: string;
  heading?: string;
  intro?: string;
}) {
  const seen = new Set<string>();
  const unique = topics.filter((topic) => {
    const key = tagKey(topic);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {heading}
      </Title>
      <Text size="sm" mb="xs">
        {intro}
      </Text>
      <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {unique.map((topic) => (
          <Group key={topic} gap="xs" component="li" wrap="nowrap">
            <Text>{topic}</Text>
            <FollowButton target={{ kind: 'tags', tag: topic }} name={`the topic ${topic}`} size="xs" />
          </Group>
        ))}
      </Group>
    </section>
  );
}
