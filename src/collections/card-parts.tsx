import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router';
import {
  IMAGE_SIZES,
  ResponsiveImage,
  responsiveImageAttributes,
  type ResponsiveImageSource,
} from '@/components/responsive-image';

/**
 * The parts the list cards of the content types are built from, so every card has the same heading, picture
 * and frame: the engine's card (content-card.tsx) and the types' own cards (clubs, committees, businesses…).
 */

/** A card's heading: the item's name, a link to its page. 3 inside a page's own section, else 2. */
export function CardTitleLink({ order = 2, to, children }: { order?: 2 | 3; to: string; children: ReactNode }) {
  return (
    <Title order={order} size="h4">
      <Anchor component={Link} to={to}>
        {children}
      </Anchor>
    </Title>
  );
}

/**
 * The picture across the top of a card, the same height on every card so cards line up: inside the card's
 * own `<Card.Section mb="sm">` (Mantine lets a section reach the card's edges only when it is the card's
 * own child). Pass only a picture that can be shown (`responsiveImageAttributes(image, 'small')`). Photos
 * fill the space (`cover`); logos and mixed pictures fit whole (`contain`).
 */
export function CardPicture({
  image,
  height,
  fit,
}: {
  image: ResponsiveImageSource;
  height: number;
  fit: 'contain' | 'cover';
}) {
  return (
    <ResponsiveImage
      image={image}
      sizes={IMAGE_SIZES.card}
      prefer="small"
      style={{ display: 'block', width: '100%', height, objectFit: fit }}
    />
  );
}

/** A card's summary, cut to two lines so cards in a grid stay the same height; nothing when there is none. */
export function CardSummary({ summary, mt }: { summary: string; mt?: MantineSpacing }) {
  if (!summary) return null;
  return (
    <Text size="sm" mt={mt} lineClamp={2}>
      {summary}
    </Text>
  );
}

/**
 * A card with the item's picture across its top. A picture that cannot be shown (an address the policy
 * refuses, saved before the check, or an upload still waiting) is left out, and the card starts with its text.
 */
export function PictureCard({
  image,
  height,
  fit,
  children,
}: {
  image: ResponsiveImageSource | null;
  height: number;
  fit: 'contain' | 'cover';
  children: ReactNode;
}) {
  const shown = responsiveImageAttributes(image, 'small') ? image : null;
  return (
    <Card withBorder padding="md" radius="md" component="article">
      {shown && (
        <Card.Section mb="sm">
          <CardPicture image={shown} height={height} fit={fit} />
        </Card.Section>
      )}
      {children}
    </Card>
  );
}

/** A card with a small logo (or nothing) beside its text, as the directory's clubs and organisations show. */
export function LogoCard({ logo, children }: { logo: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {logo}
        <Stack gap={6} style={{ minWidth: 0 }}>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}
