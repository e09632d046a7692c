import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ItemProps } from '@/collections/define-collection';
import {
  ContactDisplay,
  DetailSection,
  MoneyDisplay,
  SocialLinksDisplay,
  VenueDisplay,
} from '@/collections/fields/field-displays';
import { MeetingPatternDisplay } from '@/collections/fields/meeting-pattern-display';
import { venuePlace } from '@/collections/fields/venue';
import { PlaceMap } from '@/collections/place-map';
import { usePageClock } from '@/hooks/use-page-clock';
import { ClubLogo } from './club-logo';
import type { ClubItem } from './club-schema';

/**
 * What a club's page shows below its name: logo and category, when and where it meets (with the next
 * meeting worked out), joining (fee, ages, how), and how to get in touch.
 */
export function ClubDetailSections({ item }: ItemProps<ClubItem>) {
  // Once per page view: the prerender and the first paint agree on the day.
  const now = usePageClock();
  const { membership, contact } = item;
  const hasContact = contact !== null || item.socialLinks.length > 0;
  return (
    <Stack gap="xl">
      <Group gap="md" wrap="nowrap">
        <ClubLogo club={item} size={72} />
        <Badge variant="light" size="lg" style={{ textTransform: 'none' }}>
          {item.category}
        </Badge>
      </Group>

      {(item.meetingPattern || item.venue) && (
        <DetailSection id="club-meetings" title="When and where we meet">
          <Stack gap="sm">
            <MeetingPatternDisplay pattern={item.meetingPattern} now={now} />
            <VenueDisplay venue={item.venue} />
            <PlaceMap place={venuePlace(item.venue)} />
          </Stack>
        </DetailSection>
      )}

      <DetailSection id="club-joining" title="Joining">
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
          <Text component="dt" fw={600}>
            Fee
          </Text>
          <Text component="dd" m={0}>
            <MoneyDisplay price={membership.fee} note={membership.feeNote} />
          </Text>
          {membership.ages.trim() && (
            <>
              <Text component="dt" fw={600}>
                Ages
              </Text>
              <Text component="dd" m={0}>
                {membership.ages}
              </Text>
            </>
          )}
          {membership.howToJoin.trim() && (
            <>
              <Text component="dt" fw={600}>
                How to join
              </Text>
              <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
                {membership.howToJoin}
              </Text>
            </>
          )}
        </dl>
      </DetailSection>

      {hasContact && (
        <DetailSection id="club-contact" title="Get in touch">
          <Stack gap="sm">
            <ContactDisplay contact={contact} />
            <SocialLinksDisplay links={item.socialLinks} />
          </Stack>
        </DetailSection>
      )}
    </Stack>
  );
}
