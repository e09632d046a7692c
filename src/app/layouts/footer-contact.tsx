import { Anchor, Group, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { siteSettingsStore } from '@/stores/site-settings-store';

/** The organisation's contact details and social links from the site settings; parts not given are left out. */
export default function FooterContact() {
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
