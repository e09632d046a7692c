import type { ReactNode } from 'react';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { BRAND_CONTACT } from '@/config/brand';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { siteSettingsStore } from '@/stores/site-settings-store';
import { ContactForm } from './contact-form';

/** One way to reach the association: an icon, a heading and the details. */
function ContactCard({ icon: Icon, title, children }: { icon: typeof IconMail; title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Icon size={24} aria-hidden />
      <Title order={2} size="h4" mt="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The office's details as the admins set them (site settings), the shipped ones until those are read. */
export function ContactDetails() {
  const { contact } = useSnapshot(siteSettingsStore).settings;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <ContactCard icon={IconMail} title={contact.phone ? 'Email or phone' : 'Email'}>
        <Text size="sm" mt={4}>
          For events, clubs, listings, the shop or anything else.
        </Text>
        <Anchor href={`mailto:${contact.email}`} mt="xs" display="block">
          {contact.email}
        </Anchor>
        {contact.phone && (
          <Anchor href={`tel:${contact.phone.replace(/\s+/g, '')}`} mt={4} display="block">
            {contact.phone}
          </Anchor>
        )}
      </ContactCard>
      <ContactCard icon={IconMapPin} title="By post or in person">
        <Text size="sm" mt={4} component="address" style={{ fontStyle: 'normal' }}>
          {contact.address}
        </Text>
        {contact.openingTimes && (
          <Text size="sm" mt="xs">
            {contact.openingTimes}
          </Text>
        )}
      </ContactCard>
      <ContactCard icon={IconShieldLock} title="Your information">
        <Text size="sm" mt={4}>
          To see, correct or delete what we hold about you:
        </Text>
        <Anchor href={`mailto:${BRAND_CONTACT.dataProtectionEmail}`} mt="xs" display="block">
          {BRAND_CONTACT.dataProtectionEmail}
        </Anchor>
      </ContactCard>
    </SimpleGrid>
  );
}

export default function ContactPage() {
  const meta = useRouteMeta();
  return (
    <Stack maw={900}>
      <PageHeader title={meta?.title ?? 'Contact us'} description={meta?.description}>
        <Text>We are volunteers, so we reply within five working days. For an emergency, call 999.</Text>
      </PageHeader>
      <ContactDetails />
      <ContactForm />
      <Text>
        To report a concern about behaviour at one of our events or groups, see our{' '}
        <Anchor component={Link} to="/policies/code-of-conduct">
          code of conduct
        </Anchor>
        . Reports are handled in confidence.
      </Text>
    </Stack>
  );
}
