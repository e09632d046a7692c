import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { Parsed } from '@/collections/converter';
import {
  aboutSize,
  isTrailStored,
  offlineBundle,
  removeTrail,
  storeTrail,
  totalBytes,
  type OfflineFile,
} from './trail-offline';
import type { TrailStop } from './trail-schema';
import { setTrailOffline, useTrailDevice } from './trail-device';
import { trailDefinition } from './trail-definition';
import './trail-styles';

/**
 * The stops themselves into this device's copy of the data (the trail's public window), which the list reads
 * offline: a prerendered page shows them from the page and leaves the database for later, so before this,
 * someone who went offline straight after "Ready for offline" found "Not saved on this device yet".
 */
async function keepStopsOnDevice(): Promise<void> {
  const { warmPublicCache } = await import('@/collections/collection-data');
  const kept = await warmPublicCache([trailDefinition]);
  if (kept === 0) throw new Error('The trail’s stops could not be kept on this device.');
}

type Step =
  | { kind: 'sizing' }
  | { kind: 'ready-to-get'; files: OfflineFile[] }
  | { kind: 'getting'; done: number; total: number }
  | { kind: 'stored' }
  | { kind: 'failed'; message: string; files: OfflineFile[] };

/**
 * "Get the trail for offline": one button, the size before ("About 9 MB"), progress during, "Ready for
 * offline" after (remembered on the device), and "Remove from this device".
 */
export function TrailOfflinePanel({ stops }: { stops: readonly Parsed<TrailStop>[] }) {
  const device = useTrailDevice();
  const [step, setStep] = useState<Step>({ kind: 'sizing' });
  const abort = useRef<AbortController | null>(null);
  const key = stops.map((stop) => `${stop.id}:${stop.image?.url ?? ''}:${stop.audio?.url ?? ''}`).join('|');

  // The size (or "Ready") for the stops as they are now; not while a download runs (a stop that changes
  // meanwhile is checked again afterwards).
  const busy = useRef(false);
  useEffect(() => {
    if (busy.current) return undefined;
    let cancelled = false;
    void (async () => {
      try {
        if (await isTrailStored(stops)) {
          if (!cancelled && !busy.current) setStep({ kind: 'stored' });
          return;
        }
        const files = await offlineBundle(stops);
        if (!cancelled && !busy.current) setStep({ kind: 'ready-to-get', files });
      } catch {
        if (!cancelled && !busy.current) setStep({ kind: 'ready-to-get', files: [] });
      }
    })();
    return () => {
      cancelled = true;
    };
    // The files change only when a stop's picture or recording does (the key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // Leaving the page stops a download under way (what is stored stays).
  useEffect(() => () => abort.current?.abort(), []);

  async function get(files: OfflineFile[]): Promise<void> {
    const controller = new AbortController();
    abort.current = controller;
    const total = totalBytes(files);
    busy.current = true;
    setStep({ kind: 'getting', done: 0, total });
    try {
      await Promise.all([
        storeTrail(stops, files, (done) => setStep({ kind: 'getting', done, total }), controller.signal),
        keepStopsOnDevice(),
      ]);
      setTrailOffline({ savedAt: new Date().toISOString(), bytes: total });
      setStep({ kind: 'stored' });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('The trail could not be stored for offline.', error);
      setStep({
        kind: 'failed',
        message: 'Not everything could be downloaded. Check the connection and try again: what was downloaded is kept.',
        files,
      });
    } finally {
      busy.current = false;
    }
  }

  async function remove(): Promise<void> {
    await removeTrail();
    setTrailOffline(null);
    setStep({ kind: 'ready-to-get', files: await offlineBundle(stops).catch(() => []) });
  }

  const percent = step.kind === 'getting' && step.total > 0 ? Math.floor((step.done / step.total) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="trail-offline-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="trail-offline-heading">
          Use the trail without a signal
        </Title>
        {step.kind === 'stored' ? (
          <>
            <Text fw={600} role="status">
              Ready for offline
              {device.offline ? ` · ${aboutSize(device.offline.bytes)} on this device` : ''}
            </Text>
            <Text size="sm">Every stop’s text, pictures and audio guide now work with no connection.</Text>
            <Group>
              <Button variant="default" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void remove()}>
                Remove from this device
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">
              Store every stop’s pictures and audio guide on this phone before you set off, for places with no signal.
            </Text>
            {step.kind === 'getting' ? (
              <Stack gap={4} role="status" aria-live="polite">
                <Text size="sm">Downloading… {percent}%</Text>
                <Progress value={percent} aria-label="Download progress" />
              </Stack>
            ) : (
              <Group>
                <Button
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={step.kind === 'sizing'}
                  onClick={() => {
                    if (step.kind === 'ready-to-get' || step.kind === 'failed') void get(step.files);
                  }}
                >
                  Get the trail for offline
                </Button>
                {(step.kind === 'ready-to-get' || step.kind === 'failed') && step.files.length > 0 && (
                  <Text size="sm" data-testid="trail-offline-size">
                    {aboutSize(totalBytes(step.files))}
                  </Text>
                )}
              </Group>
            )}
            {step.kind === 'failed' && (
              <Alert color="red" variant="light" title="The trail is not fully stored yet">
                {step.message}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
