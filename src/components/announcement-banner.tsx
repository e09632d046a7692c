import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { announcementKey, isAnnouncementShowing, pageAnnouncementAttributes } from '@/lib/announcement';
import { londonDayKey } from '@/lib/london-time';
import { browserLocalStorage } from '@/lib/memory-storage';
import type { Announcement, AnnouncementSeverity } from '@/lib/site-settings-schema';
import { dismissAnnouncement } from '@/stores/site-settings-store';

const LOOK: Record<AnnouncementSeverity, { color: string; icon: typeof IconInfoCircle; label: string }> = {
  info: { color: 'blue', icon: IconSpeakerphone, label: 'Announcement' },
  warning: { color: 'yellow', icon: IconInfoCircle, label: 'Important announcement' },
  urgent: { color: 'red', icon: IconAlertTriangle, label: 'Urgent announcement' },
};

/**
 * The site-wide announcement (settings/site), shown between its optional first and last days (London
 * dates). Closing it hides it on this device until the announcement changes. Loaded only when there is one.
 * A prerendered page carries it with what it says (read back at start, so the app's first render keeps it
 * in place); index.html's pre-paint script hides it there before it is painted if this visitor should
 * not see it. The app's own banner has no such attributes, so that rule never hides it.
 */
export default function AnnouncementBanner({ banner, today = new Date() }: { banner: Announcement; today?: Date }) {
  if (!isAnnouncementShowing(banner, londonDayKey(today))) return null;
  const look = LOOK[banner.severity];
  const Icon = look.icon;
  const external = /^https?:\/\//i.test(banner.url);
  return (
    <Alert
      component="section"
      role="region"
      aria-label={look.label}
      color={look.color}
      variant="light"
      icon={<Icon size={20} aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss announcement"
      onClose={() => dismissAnnouncement(announcementKey(banner), browserLocalStorage())}
      mb="md"
      data-testid="announcement"
      data-severity={banner.severity}
      {...(import.meta.env.SSR ? pageAnnouncementAttributes(banner) : {})}
    >
      {/* The link takes the words' colour, underlined: the season's link colour on the alert's tint fell
          below 4.5:1 (spring's green on the blue of an announcement). */}
      <Text size="sm" c="var(--mantine-color-text)">
        {banner.text}{' '}
        {banner.url !== '' &&
          (external ? (
            <Anchor href={banner.url} size="sm" fw={600} c="inherit" underline="always">
              Find out more
            </Anchor>
          ) : (
            <Anchor component={Link} to={banner.url} size="sm" fw={600} c="inherit" underline="always">
              Find out more
            </Anchor>
          ))}
      </Text>
    </Alert>
  );
}
