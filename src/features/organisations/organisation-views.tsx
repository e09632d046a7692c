import { Anchor, Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { CardSummary, CardTitleLink, LogoCard } from '@/collections/card-parts';
import type { ItemProps } from '@/collections/define-collection';
import { ContactDisplay, DetailSection, SocialLinksDisplay, VenueDisplay } from '@/collections/fields/field-displays';
import { venuePlace } from '@/collections/fields/venue';
import { PlaceMap } from '@/collections/place-map';
import { ResponsiveImage, responsiveImageAttributes } from '@/components/responsive-image';
import {
  charityRegisterUrl,
  ORGANISATION_KIND_LABELS,
  organisationWebsite,
  type OrganisationItem,
} from './organisation-schema';

/**
 * The logo, or the main picture when there is none to show (none, one waiting for its upload, or an address
 * the shared policy refuses).
 */
function cardPicture(item: OrganisationItem) {
  return [item.logo, item.image].find((picture) => responsiveImageAttributes(picture, 'small')) ?? null;
}

const shortAddress = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

/** A card in the list: logo, name (a link to its page), kind and one line about it. */
export function OrganisationCard({ item }: ItemProps<OrganisationItem>) {
  const picture = cardPicture(item);
  return (
    <LogoCard
      logo={
        picture && (
          <ResponsiveImage
            image={picture}
            sizes="56px"
            prefer="small"
            style={{
              width: 56,
              height: 56,
              objectFit: 'contain',
              flexShrink: 0,
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          />
        )
      }
    >
      <CardTitleLink to={`/organisations/${item.slug}`}>{item.title}</CardTitleLink>
      <Group gap={6}>
        <Badge variant="light" color="gray" radius="sm">
          {ORGANISATION_KIND_LABELS[item.kind]}
        </Badge>
        {item.charityNumber && (
          <Badge variant="outline" color="gray" radius="sm">
            Registered charity
          </Badge>
        )}
      </Group>
      <CardSummary summary={item.summary} />
    </LogoCard>
  );
}

/**
 * What an organisation's page shows below its title: its kind, registered charity number (a link to
 * the Charity Commission's register), where to find it (with a small map), how to get in touch, its website
 * and its pages elsewhere.
 */
export function OrganisationDetails({ item }: ItemProps<OrganisationItem>) {
  const logo = responsiveImageAttributes(item.logo, 'small') ? item.logo : null;
  const website = organisationWebsite(item);
  // The contact block shows its own website; the main one is shown above it, once.
  const contact = item.contact ? { ...item.contact, website: null } : null;
  const hasContact = Boolean(contact && (contact.email || contact.phone));
  return (
    <Stack gap="lg">
      <Group gap="md" align="center">
        {logo && (
          <ResponsiveImage
            image={logo}
            sizes="80px"
            prefer="small"
            style={{ width: 80, height: 80, objectFit: 'contain', borderRadius: 'var(--mantine-radius-sm)' }}
          />
        )}
        <Badge variant="light" color="gray" radius="sm" size="lg">
          {ORGANISATION_KIND_LABELS[item.kind]}
        </Badge>
      </Group>
      {item.charityNumber && (
        <Text>
          Registered charity number{' '}
          <Anchor href={charityRegisterUrl(item.charityNumber)} target="_blank" rel="noopener noreferrer">
            {item.charityNumber}
            <VisuallyHidden> (opens the Charity Commission’s register)</VisuallyHidden>
          </Anchor>
        </Text>
      )}
      {item.venue && (
        <DetailSection id="organisation-where-heading" title="Where to find us">
          <VenueDisplay venue={item.venue} />
          <PlaceMap place={venuePlace(item.venue)} />
        </DetailSection>
      )}
      {(hasContact || website || item.socialLinks.length > 0) && (
        <section aria-labelledby="organisation-contact-heading">
          <Title order={2} size="h3" id="organisation-contact-heading" mb="xs">
            Get in touch
          </Title>
          <Stack gap="xs">
            {website && (
              <Text>
                Website:{' '}
                <Anchor href={website} target="_blank" rel="noopener noreferrer">
                  {shortAddress(website)}
                </Anchor>
              </Text>
            )}
            {hasContact && <ContactDisplay contact={contact} />}
            <SocialLinksDisplay links={item.socialLinks} />
          </Stack>
        </section>
      )}
    </Stack>
  );
}
