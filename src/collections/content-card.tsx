import type { ComponentType, ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { CardTitleLink, PictureCard } from './card-parts';
import type { BaseContent } from './content-schema';
import type { ItemProps } from './define-collection';

// Its own module: articles' and products' pages show cards ("More news") without loading the list page.
/** What a card varies by, beyond its item: every type's card is this one with some of these set. */
export interface ContentCardOptions<Item extends BaseContent> {
  /** The item's page. */
  path: string;
  category?: string;
  /** 3 inside a page's own section (an article's "More news"), else 2. */
  headingOrder?: 2 | 3;
  /** Photos fill the space (`cover`); logos and mixed pictures fit whole (`contain`, the default). */
  imageFit?: 'contain' | 'cover';
  /** A line under the title, before the category (an article's date and reading time). */
  meta?: ReactNode;
  /** How many lines of the summary show; the full text is its tooltip when cut to one. */
  summaryLines?: number;
  /** The type's own extra lines at the end (`cardLines`). */
  lines?: ComponentType<ItemProps<Item>>;
}

/**
 * The card of every content type: its picture or logo, title as a link to its page, category, summary,
 * and the type's own lines. The engine's lists use it as it is; a type that needs more sets its options
 * (posts: date line, photos that fill, three lines of summary).
 */
export function ContentCard<Item extends BaseContent>({
  item,
  path,
  category,
  headingOrder = 2,
  imageFit = 'contain',
  meta,
  summaryLines = 1,
  lines: Lines,
}: ItemProps<Item> & ContentCardOptions<Item>) {
  return (
    <PictureCard image={item.image} height={160} fit={imageFit}>
      <CardTitleLink order={headingOrder} to={path}>
        {item.title}
      </CardTitleLink>
      {meta}
      {category && (
        <Group mt={6}>
          <Badge variant="light" color="gray" c="var(--mantine-color-text)">
            {category}
          </Badge>
        </Group>
      )}
      {item.summary && (
        <Text size="sm" mt={6} lineClamp={summaryLines} title={summaryLines === 1 ? item.summary : undefined}>
          {item.summary}
        </Text>
      )}
      {Lines && <Lines item={item} />}
    </PictureCard>
  );
}
