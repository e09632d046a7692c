import { Card, SimpleGrid, Text, ThemeIcon, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { SiteLink } from './site-map';
import classes from './link-card-grid.module.css';

/** A grid of cards, each one link to a page with its icon and a line about it. */
export function LinkCardGrid({ links }: { links: SiteLink[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {links.map((link) => {
        const Icon = link.icon;
        return (
          <Card key={link.path} component={Link} to={link.path} withBorder padding="md" className={classes.card}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600} className={classes.label}>
                  {link.label}
                </Text>
                {link.description && (
                  <Text size="sm" c="dimmed">
                    {link.description}
                  </Text>
                )}
              </div>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
