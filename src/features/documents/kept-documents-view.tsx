import { useCallback, useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy, IconDownload, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClosableAlert } from '@/components/closable-alert';
import { RemoveButton } from '@/components/remove-button';
import { useSnapshot } from 'valtio';
import { fileKind, fileSizeText, isWaitingFile } from '@/collections/fields/document-file';
import { connectivityStore } from '@/stores/connectivity-store';
import { keptDocumentsStore, keptStateOf } from '@/stores/kept-documents-store';
import {
  hydrateKeptDocuments,
  keepDocument,
  KeepDocumentError,
  keepInputOf,
  keptDocuments,
  keptFile,
  openDocumentFile,
  openLabel,
  opensInBrowser,
  removeKept,
  type KeepableDocument,
  type KeptDocumentMeta,
} from './kept-documents';
import { BareList } from '@/components/bare-list';

/** The store, read from the device on first use. */
function useKept() {
  const snapshot = useSnapshot(keptDocumentsStore);
  useEffect(() => {
    void hydrateKeptDocuments();
  }, []);
  return snapshot;
}

const problemText = (error: unknown): string =>
  error instanceof KeepDocumentError ? error.message : 'Something went wrong. Please try again.';

/**
 * "Keep offline" for one document: stores its file on this device so it opens with no signal, or says
 * it is kept and offers to remove it. While the file is still uploading from an editor's device there is
 * nothing to keep yet.
 */
export function KeepOfflineButton({ document }: { document: KeepableDocument }) {
  const { hydrated, kept } = useKept();
  const [busy, setBusy] = useState<'keeping' | 'removing' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { file } = document;
  if (!file) return null;
  const state = keptStateOf(document.id, file.path, kept);
  const waiting = isWaitingFile(file);

  const keep = async () => {
    const input = keepInputOf(document);
    if (!input) return;
    setBusy('keeping');
    setProblem(null);
    setProgress(null);
    try {
      await keepDocument(input, file.url, {
        onProgress: (received, total) =>
          setProgress(total > 0 ? Math.min(99, Math.floor((received / total) * 100)) : null),
      });
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const remove = async () => {
    setBusy('removing');
    setProblem(null);
    try {
      await removeKept(document.id);
    } catch {
      setProblem('The document could not be removed from this device. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const removeButton = (
    <RemoveButton
      iconSize={14}
      onClick={() => void remove()}
      disabled={busy !== null}
      label={`Remove “${document.title}” from this device`}
    />
  );

  return (
    <Stack gap="xs">
      {state === 'current' ? (
        <Group gap="xs">
          <Text size="sm" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-green-filled)" />
            Kept on this device
          </Text>
          <Text size="sm" c="dimmed" aria-hidden>
            ·
          </Text>
          {removeButton}
        </Group>
      ) : (
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => void keep()}
            disabled={!hydrated || waiting || busy !== null}
          >
            {busy === 'keeping'
              ? `Keeping…${progress === null ? '' : ` ${progress}%`}`
              : state === 'older'
                ? 'Keep the new version'
                : 'Keep offline'}
          </Button>
          {busy === 'keeping' && <Loader size="xs" aria-hidden />}
          {state === 'older' && removeButton}
        </Group>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {waiting
          ? 'You can keep it on this device once the file has finished uploading.'
          : state === 'older'
            ? 'This device keeps an older version of this document.'
            : state === 'none'
              ? `Saves the file (${fileSizeText(file.size)}) on this device, so it opens with no signal.`
              : null}
      </Text>
      {problem && (
        <ClosableAlert
          color="red"
          role="alert"
          title="This document could not be kept"
          closeLabel="Close this message"
          onClose={() => setProblem(null)}
        >
          {problem}
        </ClosableAlert>
      )}
    </Stack>
  );
}

/**
 * The object URL of a document's kept file while the component shows, revoked when it goes or the file
 * changes: `version` is the path of the version wanted, 'any' for whatever version is kept, null for none.
 */
function useKeptObjectUrl(id: string, version: string | null): string | undefined {
  const [href, setHref] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (version === null) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    keptFile(id, version === 'any' ? undefined : version).then(
      (blob) => {
        if (cancelled || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setHref(objectUrl);
      },
      (error: unknown) => console.warn('Could not read the kept document', error),
    );
    return () => {
      cancelled = true;
      setHref(undefined);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, version]);
  return href;
}

/**
 * The document's file as a link: "Open PDF (2.4 MB)" in a new tab (PDFs and pictures), or "Download Word
 * document (41 KB)" under the file's own name. It uses the copy kept on this device when there is one,
 * so it works with no signal.
 */
export function OpenDocumentButton({ document }: { document: KeepableDocument }) {
  const { kept } = useKept();
  const { browserOnline } = useSnapshot(connectivityStore);
  const { file } = document;
  const state = file ? keptStateOf(document.id, file.path, kept) : 'none';
  // The version it has now; with no signal, an older version kept is better than nothing.
  const version = file && state === 'current' ? file.path : state === 'older' && !browserOnline ? 'any' : null;
  const keptHref = useKeptObjectUrl(document.id, version);
  if (!file) return null;
  const label = openLabel(file);
  const opens = opensInBrowser(file.contentType);
  const href = keptHref ?? (file.url === '' ? undefined : file.url);
  const icon = opens ? <IconExternalLink size={16} aria-hidden /> : <IconDownload size={16} aria-hidden />;
  if (!href) {
    return (
      <Stack gap={4} align="flex-start">
        <Button leftSection={icon} disabled>
          {label}
        </Button>
        <Text size="sm" c="dimmed">
          The file is still uploading. Please try again later.
        </Text>
      </Stack>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      leftSection={icon}
      {...(opens ? { target: '_blank', rel: 'noopener' } : { download: file.name })}
      aria-label={opens ? `${label}, opens in a new tab` : undefined}
    >
      {label}
    </Button>
  );
}

/**
 * What is kept on this device: each document's title (linking to its page), kind and size, a way to open
 * it (with no signal too) and "Remove", and the space they take in all.
 */
export function KeptDocumentsList() {
  const { kept } = useKept();
  const [items, setItems] = useState<KeptDocumentMeta[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(() => {
    keptDocuments().then(setItems, (error: unknown) => {
      console.warn('Could not read the documents kept on this device', error);
      setItems([]);
    });
  }, []);
  // Again whenever something is kept or removed (here or by a button elsewhere on the page).
  useEffect(load, [load, kept]);

  if (items === null) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Looking for documents kept on this device…</Text>
      </Group>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed">
        No documents are kept on this device. Open a document and choose “Keep offline” to read it with no signal.
      </Text>
    );
  }

  const total = items.reduce((sum, item) => sum + item.size, 0);
  const remove = async (item: KeptDocumentMeta) => {
    setProblem(null);
    try {
      await removeKept(item.id);
    } catch {
      setProblem(`“${item.title}” could not be removed from this device. Please try again.`);
    }
  };
  const open = async (item: KeptDocumentMeta) => {
    setProblem(null);
    const file = { path: item.path, url: '', contentType: item.contentType, name: item.name };
    // Any version kept: this list is for reading with no signal.
    const opened = await openDocumentFile({ id: item.id, file }, { online: false });
    if (opened === 'none') setProblem(`“${item.title}” is no longer on this device.`);
  };

  return (
    <Stack gap="sm">
      <BareList gap="sm" aria-label="Documents kept on this device">
        {items.map((item) => (
          <Group component="li" key={item.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Anchor component={Link} to={`/documents/${item.slug}`} fw={600}>
                {item.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {fileKind(item.contentType)} · {fileSizeText(item.size)}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconExternalLink size={14} aria-hidden />}
                onClick={() => void open(item)}
                aria-label={`Open “${item.title}”`}
              >
                Open
              </Button>
              <RemoveButton
                iconSize={14}
                onClick={() => void remove(item)}
                label={`Remove “${item.title}” from this device`}
              />
            </Group>
          </Group>
        ))}
      </BareList>
      <Text size="sm">
        {items.length === 1 ? '1 document' : `${items.length} documents`} kept, {fileSizeText(total)} in all.
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert" title="Something went wrong">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
