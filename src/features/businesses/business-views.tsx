import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { CardSummary, CardTitleLink, PictureCard } from '@/collections/card-parts';
import type { ItemProps } from '@/collections/define-collection';
import { ContactDisplay, OpeningHoursDisplay } from '@/collections/fields/field-displays';
import { openingStatus } from '@/collections/fields/opening-hours';
import { mapsUrl } from '@/collections/fields/venue';
import { PlaceMap } from '@/collections/place-map';
import { businessPlace, type BusinessItem } from './business-schema';
import { useMinuteClock } from './use-minute-clock';

export const BUSINESSES_PATH = '/businesses';

/** A link to maps from the address, or the exact spot when the listing has coordinates. */
export function businessMapsUrl(item: Pick<BusinessItem, 'title' | 'address' | 'lat' | 'lng'>): string | null {
  if (!item.address?.trim() && (item.lat === null || item.lng === null)) return null;
  return mapsUrl({ name: item.title, address: item.address ?? '', postcode: '', lat: item.lat, lng: item.lng });
}

/** A listing in the directory: picture, name, category, whether it is open now and a one-line summary. */
export function BusinessCard({ item }: ItemProps<BusinessItem>) {
  const now = useMinuteClock();
  const status = openingStatus(item.openingHours, now);
  return (
    <PictureCard image={item.image} height={140} fit="cover">
      <Stack gap={6}>
        <CardTitleLink to={`${BUSINESSES_PATH}/${item.slug}`}>{item.title}</CardTitleLink>
        <Group gap="xs">
          <Badge variant="light" style={{ textTransform: 'none' }}>
            {item.category}
          </Badge>
          <Text size="sm" fw={600} c={status.open ? undefined : 'dimmed'}>
            {status.text}
          </Text>
        </Group>
        <CardSummary summary={item.summary} />
        {item.memberOffer && <Text size="sm">Member offer: {item.memberOffer}</Text>}
      </Stack>
    </PictureCard>
  );
}

/** The sections of a business's page below its title: hours, where, member offer and contact. */
export function BusinessDetailSections({ item }: ItemProps<BusinessItem>) {
  const now = useMinuteClock();
  const maps = businessMapsUrl(item);
  const website = item.website ?? item.contact?.website ?? null;
  // The website is shown once, under its own heading, even when the contact details repeat it.
  const contact = item.contact ? { ...item.contact, website: null } : null;
  const hasContact = contact !== null && (contact.email !== null || contact.phone !== null);
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge variant="light" size="lg" style={{ textTransform: 'none' }}>
          {item.category}
        </Badge>
      </Group>
      <section aria-labelledby="business-hours">
        <Title order={2} size="h3" id="business-hours" mb="xs">
          Opening hours
        </Title>
        <OpeningHoursDisplay hours={item.openingHours} now={now} />
        {!item.openingHours && (
          <Text size="sm" c="dimmed" mt={4}>
            No set hours given.
          </Text>
        )}
      </section>
      {(item.address || maps) && (
        <section aria-labelledby="business-address">
          <Title order={2} size="h3" id="business-address" mb="xs">
            Address
          </Title>
          {item.address && <Text>{item.address}</Text>}
          {maps && (
            <Anchor href={maps} target="_blank" rel="noopener noreferrer">
              Open in maps
            </Anchor>
          )}
          <PlaceMap place={businessPlace(item)} />
        </section>
      )}
      {item.memberOffer && (
        <section aria-labelledby="business-offer">
          <Title order={2} size="h3" id="business-offer" mb="xs">
            Member offer
          </Title>
          <Text>{item.memberOffer}</Text>
        </section>
      )}
      {(hasContact || website) && (
        <section aria-labelledby="business-contact">
          <Title order={2} size="h3" id="business-contact" mb="xs">
            Contact
          </Title>
          {hasContact && <ContactDisplay contact={contact} />}
          {website && (
            <Text>
              Website:{' '}
              <Anchor href={website} target="_blank" rel="noopener noreferrer">
                {website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
              </Anchor>
            </Text>
          )}
        </section>
      )}
    </Stack>
  );
}
