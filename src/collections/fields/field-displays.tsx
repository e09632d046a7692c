import type { ReactNode } from 'react';
import { Anchor, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { dayKeyText } from '@/lib/london-time';
import { mailtoHref, telHref, type Contact } from './contact';
import { priceText, type Price } from './money';
import { openingRangesText, openingStatus, upcomingExceptions, weeklyRows, type OpeningHours } from './opening-hours';
import { sortPeople, type Person } from './people';
import { referencePath, type Reference } from './reference';
import type { SocialLink } from './social-links';
import { mapsUrl, venueLine, type Venue } from './venue';

/** A titled part of a detail page (Meetings, Members, Contact…), named by its heading for screen readers. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Displays of the shared field kinds for public detail pages. "Open in maps" links open the phone's maps for directions. */

export function VenueDisplay({ venue }: { venue: Venue | null | undefined }) {
  if (!venue) return null;
  return (
    <Stack gap={2}>
      <Text>{venueLine(venue)}</Text>
      <Anchor href={mapsUrl(venue)} target="_blank" rel="noopener noreferrer">
        Open in maps
      </Anchor>
    </Stack>
  );
}

export function ContactDisplay({ contact }: { contact: Contact | null | undefined }) {
  if (!contact) return null;
  const tel = contact.phone ? telHref(contact.phone) : null;
  return (
    <List listStyleType="none" spacing={4}>
      {contact.phone && (
        <List.Item>Phone: {tel ? <Anchor href={tel}>{contact.phone}</Anchor> : contact.phone}</List.Item>
      )}
      {contact.email && (
        <List.Item>
          Email: <Anchor href={mailtoHref(contact.email)}>{contact.email}</Anchor>
        </List.Item>
      )}
      {contact.website && (
        <List.Item>
          Website:{' '}
          <Anchor href={contact.website} target="_blank" rel="noopener noreferrer">
            {contact.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
          </Anchor>
        </List.Item>
      )}
    </List>
  );
}

export function SocialLinksDisplay({ links }: { links: readonly SocialLink[] | null | undefined }) {
  if (!links || links.length === 0) return null;
  return (
    <Group gap="sm">
      {links.map((link) => (
        <Anchor key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

export function MoneyDisplay({ price, note }: { price: Price; note?: string | null }) {
  return (
    <Text span>
      {priceText(price)}
      {note?.trim() ? ` ${price.free ? `(${note.trim()})` : note.trim()}` : ''}
    </Text>
  );
}

/** "Open now · closes 17:30" with the week's hours and coming special days. `now` is passed in for the prerender. */
export function OpeningHoursDisplay({ hours, now }: { hours: OpeningHours | null | undefined; now: Date }) {
  const status = openingStatus(hours, now);
  const specials = upcomingExceptions(hours, now).slice(0, 5);
  return (
    <Stack gap="xs">
      {/* The page's own text colour on the tint: Mantine's green on light green is 3.8:1 (axe caught it, only
          in opening hours). */}
      <Badge
        color={status.open ? 'green' : 'gray'}
        variant="light"
        size="lg"
        c="var(--mantine-color-text)"
        style={{ textTransform: 'none' }}
      >
        {status.text}
      </Badge>
      <Table withRowBorders={false} verticalSpacing={2} w="auto">
        <Table.Tbody>
          {weeklyRows(hours).map((row) => (
            <Table.Tr key={row.day}>
              <Table.Th scope="row" fw={500}>
                {row.day}
              </Table.Th>
              <Table.Td>{row.text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {specials.length > 0 && (
        <>
          <Text fw={600}>Special days</Text>
          <List spacing={2}>
            {specials.map((entry) => (
              <List.Item key={entry.date}>
                {dayKeyText(entry.date)}: {openingRangesText(entry.ranges)}
                {entry.note ? ` (${entry.note})` : ''}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

export function PeopleDisplay({ people }: { people: readonly Person[] | null | undefined }) {
  if (!people || people.length === 0) return null;
  return (
    <List spacing={2}>
      {sortPeople(people).map((person, index) => (
        <List.Item key={`${person.name}-${index}`}>
          {person.name}
          {person.role.trim() ? `, ${person.role.trim()}` : ''}
        </List.Item>
      ))}
    </List>
  );
}

export function ReferenceDisplay({ reference }: { reference: Reference | null | undefined }) {
  if (!reference) return null;
  return (
    <Anchor component={Link} to={referencePath(reference)}>
      {reference.name}
    </Anchor>
  );
}
