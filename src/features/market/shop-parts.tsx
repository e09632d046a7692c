import { Card, Group, List, Stack, Text } from '@mantine/core';
import { CardTitleLink } from '@/collections/card-parts';
import { ResponsiveImage, responsiveImageAttributes } from '@/components/responsive-image';
import { shopPath, type Shop } from './market-data';
import { paymentText } from './shop-schema';

/** Where and when to collect, and how to pay: the same on a shop's page and each of its products'. */
export function CollectionDetails({ shop }: { shop: Shop }) {
  return (
    <Stack gap="xs">
      {shop.location && <Text>Collect from {shop.location}.</Text>}
      {shop.collectionOptions.length > 0 && (
        <List spacing={4}>
          {shop.collectionOptions.map((option) => (
            <List.Item key={option.id}>{option.label}</List.Item>
          ))}
        </List>
      )}
      {shop.collectionInfo.trim() && <Text style={{ whiteSpace: 'pre-line' }}>{shop.collectionInfo.trim()}</Text>}
      <Text>
        You pay when you collect: {paymentText(shop.paymentOptions).toLowerCase()}. There is no payment online.
      </Text>
    </Stack>
  );
}

export function ShopCard({ shop }: { shop: Shop }) {
  const logo = responsiveImageAttributes(shop.image, 'small') ? shop.image : null;
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {logo && (
          <ResponsiveImage
            image={logo}
            sizes="64px"
            prefer="small"
            style={{ width: 64, height: 64, objectFit: 'contain', flex: 'none' }}
          />
        )}
        <Stack gap={4} miw={0}>
          <CardTitleLink order={3} to={shopPath(shop)}>
            {shop.title}
          </CardTitleLink>
          <Text size="sm">{shop.description}</Text>
          {shop.location && <Text size="sm">Collect from {shop.location}</Text>}
          {shop.collectionOptions[0] && (
            <Text size="sm" c="dimmed">
              {shop.collectionOptions.map((option) => option.label).join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <Text role="status" aria-live="polite">
      Loading {what}…
    </Text>
  );
}
