import { useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Affix, Badge, Box, Button, CloseButton, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconDownload, IconRefresh, IconUpload, IconWifi } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { HeaderDropdown } from '@/components/header-dropdown';
import { installState, promptInstall } from '@/pwa/install-prompt';
import { applyUpdate, updateState } from '@/pwa/service-worker-client';
import { connectivityStore } from '@/stores/connectivity-store';
import { syncState, syncStatusStore } from '@/stores/sync-status-store';
import { unsavedChangesStore } from '@/stores/unsaved-changes-store';
import { uploadOutboxStore, uploadsLabel } from '@/stores/upload-outbox-store';
import classes from './app-status.module.css';

/** Online or offline, and whether changes made here have reached the server, in every layout's header. */
export function ConnectionStatus() {
  const { online } = useSnapshot(connectivityStore);
  const sync = useSnapshot(syncStatusStore);
  const unsaved = useSnapshot(unsavedChangesStore).formIds.length > 0;
  const state = syncState(online, sync.pendingWrites, sync.lastSyncedAt, sync.earlierPending, unsaved);
  // Changes from an earlier visit are waiting in Firestore's queue, which does not say how many.
  const changes = (count: number, earlier: boolean) =>
    earlier ? 'changes' : `${count} ${count === 1 ? 'change' : 'changes'}`;
  const uploads = useSnapshot(uploadOutboxStore);
  const uploading = uploadsLabel(uploads);
  // On a phone the header has room for one long badge: "Offline · changes waiting" already says something waits.
  const busy = (state.kind === 'offline' || state.kind === 'syncing') && (state.pending > 0 || state.earlier);
  const { offlineReady } = useSnapshot(updateState);
  return (
    <div role="status" aria-live="polite">
      {state.kind === 'idle' && <OfflineReadyBadge />}
      {uploading && (
        // Photos and documents' files are counted apart from changes: they wait in this device's outbox, not in Firestore's queue.
        <Badge
          variant="light"
          mr={4}
          visibleFrom={busy ? 'sm' : undefined}
          leftSection={<IconUpload size={14} aria-hidden />}
          title={uploading}
          data-testid="upload-status"
        >
          <Box component="span" hiddenFrom="sm" aria-hidden>
            {uploads.waiting}
          </Box>
          <Box component="span" visibleFrom="sm" aria-hidden>
            {uploading}
          </Box>
          <VisuallyHidden>{uploading}</VisuallyHidden>
        </Badge>
      )}
      {state.kind === 'offline' && (
        <StatusBadge
          icon={<IconCloudOff size={14} aria-hidden />}
          color="gray"
          count={state.pending}
          words={
            state.pending > 0 || state.earlier
              ? `Offline · ${changes(state.pending, state.earlier)} waiting`
              : 'Offline'
          }
        />
      )}
      {state.kind === 'syncing' && (
        <StatusBadge
          icon={<IconRefresh size={14} aria-hidden />}
          count={state.pending}
          words={`Saving ${changes(state.pending, state.earlier)}`}
        />
      )}
      {state.kind === 'saved' && !uploading && (
        <StatusBadge icon={<IconCloudCheck size={14} aria-hidden />} color="gray" count={0} words="All changes saved" />
      )}
      {state.kind === 'idle' && (
        <Badge
          variant="transparent"
          color="gray"
          px={4}
          title="Online"
          data-testid="connection-status"
          visibleFrom={offlineReady ? 'sm' : undefined}
        >
          <IconWifi size={18} aria-hidden />
          <VisuallyHidden>Online</VisuallyHidden>
        </Badge>
      )}
    </div>
  );
}

/**
 * One state of the connection badge: its icon and words; on a phone the icon and the number of changes
 * waiting only (app-status.module.css), with the words kept for screen readers and as the badge's title.
 */
function StatusBadge({ icon, words, count, color }: { icon: ReactNode; words: string; count: number; color?: string }) {
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={icon}
      title={words}
      className={classes.badge}
      data-testid="connection-status"
    >
      {count > 0 && (
        <span className={classes.count} aria-hidden>
          {count}
        </span>
      )}
      <span className={classes.words}>{words}</span>
    </Badge>
  );
}

/** "Install app" when the browser can install it; short Add-to-Home-Screen steps on iPhone and iPad. */
export function InstallButton() {
  const install = useSnapshot(installState);
  if (install.installed) return null;
  if (install.canPrompt) {
    // On a phone the words would push the account button off the header: the icon alone, same name.
    return (
      <>
        <ActionIcon
          hiddenFrom="sm"
          variant="light"
          size="lg"
          aria-label="Install app"
          title="Install app"
          onClick={() => void promptInstall()}
        >
          <IconDownload size={20} aria-hidden />
        </ActionIcon>
        <Button
          visibleFrom="sm"
          variant="light"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void promptInstall()}
        >
          Install app
        </Button>
      </>
    );
  }
  if (!install.showIosInstructions) return null;
  return (
    <HeaderDropdown
      label="Install this app"
      width={280}
      trigger={(props) => (
        <Button variant="light" size="xs" leftSection={<IconDownload size={16} aria-hidden />} {...props}>
          Install app
        </Button>
      )}
    >
      <Text size="sm" fw={600}>
        Add this app to your Home Screen
      </Text>
      <Text size="sm" mt={4}>
        Tap the Share button at the bottom of Safari, then choose “Add to Home Screen”. It then opens like an app and
        works without a signal.
      </Text>
    </HeaderDropdown>
  );
}

/** How long "Ready to use offline" stays in the header: long enough to read, short enough not to be in the way. */
const OFFLINE_READY_SHOWN_MS = 10_000;

/**
 * Said once per device, in the header's status (read out politely), when its first service worker has kept the
 * site: from now on it opens with no signal. In the header rather than over the page, so it covers nothing.
 */
function OfflineReadyBadge() {
  const { offlineReady } = useSnapshot(updateState);
  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(() => (updateState.offlineReady = false), OFFLINE_READY_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [offlineReady]);
  if (!offlineReady) return null;
  return (
    // Grey like "All changes saved": green words on light green fell below 4.5:1 on some seasons' headers.
    // On a phone, like the other status badges, the icon alone (the words pushed "Sign in" off a 390 px
    // screen); the words stay for screen readers and as its title.
    <Badge
      variant="light"
      color="gray"
      mr={4}
      leftSection={<IconCloudCheck size={14} aria-hidden />}
      title="Ready to use offline: this site now opens on this device with no signal."
      className={classes.badge}
      data-testid="offline-ready"
    >
      <span className={classes.words}>Ready to use offline</span>
    </Badge>
  );
}

/** A small, dismissible notice that a new version is ready; it applies itself on the next navigation. */
export function UpdateNotice() {
  const update = useSnapshot(updateState);
  const { formIds } = useSnapshot(unsavedChangesStore);
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  if (!update.updateReady || update.noticeDismissed) return null;
  const unsaved = formIds.length > 0;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={300}>
      <Paper withBorder shadow="md" p="sm" maw={360} role="status" aria-live="polite" data-testid="update-notice">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" fw={600}>
              A new version is ready
            </Text>
            <Text size="sm">
              {unsaved ? 'It will wait until your changes are saved.' : 'It will load when you next open a page.'}
            </Text>
          </div>
          <CloseButton
            aria-label="Dismiss update notice"
            onClick={() => {
              updateState.noticeDismissed = true;
            }}
          />
        </Group>
        {!unsaved && (
          <Button
            size="xs"
            mt="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={busy}
            onClick={() => {
              setBusy(true);
              applyUpdate(location.pathname + location.search + location.hash);
            }}
          >
            Update now
          </Button>
        )}
      </Paper>
    </Affix>
  );
}
