import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { settingsStore } from '@/stores/settings-store';
import { siteSettingsStore } from '@/stores/site-settings-store';
import { navigationByLayout } from '../app-routes';

const FOOTER_GROUPS = new Set(['information', 'policies']);

/** The organisation's contact details and social links from the site settings; parts not given are left out. */
function FooterContact() {
  const { contact, socialLinks, companyName } = useSnapshot(siteSettingsStore).settings;
  const hasContact = contact.address || contact.email || contact.phone || contact.openingTimes;
  if (!hasContact && socialLinks.length === 0) return null;
  return (
    <Group align="flex-start" gap="xl" data-testid="footer-contact">
      {hasContact && (
        <Text component="address" size="sm" fs="normal">
          <Text component="span" fw={600} size="sm" display="block">
            {companyName}
          </Text>
          {contact.address && (
            <Text component="span" size="sm" display="block">
              {contact.address}
            </Text>
          )}
          {contact.email && (
            <Text component="span" size="sm" display="block">
              Email <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
            </Text>
          )}
          {contact.phone && (
            <Text component="span" size="sm" display="block">
              Phone <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>
            </Text>
          )}
          {contact.openingTimes && (
            <Text component="span" size="sm" display="block" style={{ whiteSpace: 'pre-line' }}>
              <Text component="span" fw={600} size="sm">
                Office opening times:
              </Text>{' '}
              {contact.openingTimes}
            </Text>
          )}
        </Text>
      )}
      {socialLinks.length > 0 && (
        <Group component="nav" aria-label="Social media" gap="md">
          {socialLinks.map((link) => (
            <Anchor key={link.url} href={link.url} size="sm" rel="noopener">
              {link.label}
            </Anchor>
          ))}
        </Group>
      )}
    </Group>
  );
}

export function SiteFooter() {
  const { copyrightNotice } = useSnapshot(settingsStore);
  const links = navigationByLayout.default
    .filter((section) => FOOTER_GROUPS.has(section.id))
    .flatMap((section) => section.links);
  return (
    <Stack component="footer" gap="sm" mt="xl" pb="md">
      <Divider />
      <FooterContact />
      <Group component="nav" aria-label="Footer" gap="md">
        {links.map((link) => (
          <Anchor key={link.path} component={Link} to={link.path} size="sm">
            {link.label}
          </Anchor>
        ))}
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
