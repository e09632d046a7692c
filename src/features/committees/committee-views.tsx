import { Anchor, Stack, Text } from '@mantine/core';
import { CardSummary, CardTitleLink, PictureCard } from '@/collections/card-parts';
import type { ItemProps } from '@/collections/define-collection';
import { mailtoHref } from '@/collections/fields/contact';
import { DetailSection, PeopleDisplay } from '@/collections/fields/field-displays';
import { MeetingPatternDisplay } from '@/collections/fields/meeting-pattern-display';
import { nextMeetingText } from '@/collections/fields/meeting-pattern';
import { usePageClock } from '@/hooks/use-page-clock';
import type { CommitteeItem } from './committee-schema';

/** The committee's page address (the registry serves committees at /committees/{slug}). */
export function committeePath(item: Pick<CommitteeItem, 'slug'>): string {
  return `/committees/${item.slug}`;
}

/** "Chair: Margaret Hale": who to ask first, for the card. */
export function chairText(item: Pick<CommitteeItem, 'members'>): string | null {
  const chair = item.members.find((person) => person.role.trim().toLowerCase() === 'chair');
  return chair ? `Chair: ${chair.name}` : null;
}

/** A committee in the list: its picture, name, when it meets (and next), its chair and a one-line summary. */
export function CommitteeCard({ item }: ItemProps<CommitteeItem>) {
  // Fixed for the page's life, so the next-meeting line does not change under the reader.
  const now = usePageClock();
  const next = nextMeetingText(item.meetingPattern, now);
  const chair = chairText(item);
  return (
    <PictureCard image={item.image} height={140} fit="cover">
      <CardTitleLink to={committeePath(item)}>{item.title}</CardTitleLink>
      <Text size="sm" c="dimmed" mt={4}>
        Committee
        {item.members.length > 0 ? ` · ${item.members.length} ${item.members.length === 1 ? 'member' : 'members'}` : ''}
      </Text>
      <CardSummary summary={item.summary} mt={6} />
      {(next || chair) && (
        <Text size="sm" mt={6}>
          {[next, chair].filter(Boolean).join(' · ')}
        </Text>
      )}
    </PictureCard>
  );
}

/** What a committee's page shows below its title: purpose, members, meetings and contact (its papers follow: documents' `references`). */
export function CommitteeDetailSections({ item }: ItemProps<CommitteeItem>) {
  const now = usePageClock();
  return (
    <Stack gap="xl">
      {/* The summary is already under the title: the same words twice would read as a mistake. */}
      {item.purpose.trim() && item.purpose.trim() !== item.summary.trim() && (
        <DetailSection id="committee-purpose" title="What the committee does">
          <Text style={{ whiteSpace: 'pre-line' }}>{item.purpose.trim()}</Text>
        </DetailSection>
      )}
      <DetailSection id="committee-members" title="Members">
        {item.members.length > 0 ? <PeopleDisplay people={item.members} /> : <Text>No members are listed yet.</Text>}
      </DetailSection>
      <DetailSection id="committee-meetings" title="Meetings">
        {item.meetingPattern ? (
          <MeetingPatternDisplay pattern={item.meetingPattern} now={now} />
        ) : (
          <Text>Meeting dates have not been set yet.</Text>
        )}
      </DetailSection>
      {item.contactEmail && (
        <DetailSection id="committee-contact" title="Contact">
          <Text>
            Email: <Anchor href={mailtoHref(item.contactEmail)}>{item.contactEmail}</Anchor>
          </Text>
        </DetailSection>
      )}
    </Stack>
  );
}
