import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { pageSiteDetailsAttributes } from '@/lib/site-details';
import { settingsStore } from '@/stores/settings-store';
import { siteSettingsStore } from '@/stores/site-settings-store';
import { navigationByLayout } from '../app-routes';
// Part of the first render and of the prerendered HTML: loaded after the first paint, it grew the footer by
// 73 px on short pages (a layout shift of 0.0104 on /about; tests/e2e/prerender.spec.ts allows under 0.01).
import FooterContact from './footer-contact';

const FOOTER_GROUPS = new Set(['information', 'policies']);

export function SiteFooter() {
  const { copyrightNotice } = useSnapshot(settingsStore);
  const links = navigationByLayout.default
    .filter((section) => FOOTER_GROUPS.has(section.id))
    .flatMap((section) => section.links);
  return (
    <Stack
      component="footer"
      gap="sm"
      mt="xl"
      pb="md"
      // The prerendered page carries the details it shows, so the app's first render matches it (startSiteSettings).
      // Read once at build time: in the browser the footer has no need to follow the settings.
      {...(import.meta.env.SSR ? pageSiteDetailsAttributes(siteSettingsStore.settings) : {})}
    >
      <Divider />
      <FooterContact />
      <Group component="nav" aria-label="Footer" gap="md">
        {links.map((link) => (
          <Anchor key={link.path} component={Link} to={link.path} size="sm">
            {link.label}
          </Anchor>
        ))}
        {/* A file beside the app (scripts/build-feeds.mjs), not a route: a plain link. */}
        <Anchor href="/news.rss" size="sm" type="application/rss+xml">
          News feed (RSS)
        </Anchor>
        <Anchor component={Link} to="/dashboard" size="sm">
          Dashboard for editors
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed" data-testid="copyright">
        {copyrightNotice}
      </Text>
    </Stack>
  );
}
