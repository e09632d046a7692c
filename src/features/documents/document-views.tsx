import { useEffect, useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSearchParamSetter } from '@/hooks/use-search-param-setter';
import { useSnapshot } from 'valtio';
import type { ItemProps, ListViewProps } from '@/collections/define-collection';
import { OlderItemsButton } from '@/collections/older-items-button';
import { DetailSection } from '@/collections/fields/field-displays';
import { fileKind, fileSizeText, isWaitingFile } from '@/collections/fields/document-file';
import { loadPublishedTitles } from '@/collections/fields/reference-options';
import type { Parsed } from '@/collections/converter';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { pageTitle } from '@/lib/page-title';
import { sessionStore } from '@/stores/session-store';
import { settingsStore } from '@/stores/settings-store';
import { CATEGORY_LABELS, DOCUMENT_CATEGORIES, VISIBILITY_LABELS, type DocumentItem } from './document-schema';
import { documentDateText, documentMetaText, documentPath, sortDocuments } from './document-format';
import { KeepOfflineButton, KeptDocumentsList, OpenDocumentButton } from './kept-documents-view';
import { BareList } from '@/components/bare-list';
import { ListSearch } from '@/collections/list-search';

/** The published committees' names by id, for "Green Spaces Committee" rather than an id (this device's copy offline). */
function useCommitteeNames(): Map<string, { title: string; slug: string }> {
  const [names, setNames] = useState(() => new Map<string, { title: string; slug: string }>());
  useEffect(() => {
    let current = true;
    loadPublishedTitles('committees').then(
      (loaded) => current && setNames(loaded),
      (error: unknown) => console.warn('Could not read the committees’ names', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return names;
}

/** A "Members only" or "Committee members only" badge; nothing for public documents. */
function VisibilityBadge({ item }: { item: Pick<DocumentItem, 'visibility'> }) {
  if (item.visibility === 'public') return null;
  return (
    <Badge variant="outline" color="gray" c="var(--mantine-color-text)">
      {VISIBILITY_LABELS[item.visibility]}
    </Badge>
  );
}

/** One document in a list: its title (to its page), badge, what it is and its committee. */
export function DocumentRow({ item, committee }: { item: Parsed<DocumentItem>; committee?: string }) {
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Anchor component={Link} to={documentPath(item)} fw={600}>
            {item.title}
          </Anchor>
          <Text size="sm">{documentMetaText(item)}</Text>
          {committee && (
            <Text size="sm" c="dimmed">
              {committee}
            </Text>
          )}
        </Stack>
        <VisibilityBadge item={item} />
      </Group>
    </Paper>
  );
}

/**
 * The documents list: search, a choice of kind (minutes, policies…), newest first; then what this
 * device keeps for reading offline. The address keeps the search, so a filtered list can be shared.
 */
export function DocumentsListView({ items, older }: ListViewProps<DocumentItem>) {
  const [params, update] = useSearchParamSetter();
  const query = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const committees = useCommitteeNames();
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return sortDocuments(
      items.filter((item) => {
        if (category && item.category !== category) return false;
        const text = [
          item.title,
          item.summary,
          item.tags.join(' '),
          CATEGORY_LABELS[item.category],
          item.file?.name ?? '',
        ]
          .join(' ')
          .toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    );
  }, [items, query, category]);

  return (
    <Stack gap="md">
      <ListSearch
        plural="documents"
        query={query}
        onQuery={(text) => update('q', text)}
        inputSize={{ style: { flex: '1 1 16rem' } }}
      >
        <NativeSelect
          label="Kind"
          value={category}
          onChange={(event) => update('category', event.currentTarget.value)}
          data={[
            { value: '', label: 'All kinds' },
            ...DOCUMENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
          ]}
        />
      </ListSearch>
      <Text size="sm" role="status" aria-live="polite">
        {shown.length === 1 ? '1 document' : `${shown.length} documents`}
      </Text>
      {shown.length === 0 ? (
        <Text>No documents match. Try other words, or choose “All kinds”.</Text>
      ) : (
        <BareList gap="sm">
          {shown.map((item) => (
            <DocumentRow
              key={item.id}
              item={item}
              committee={item.committeeId ? committees.get(item.committeeId)?.title : undefined}
            />
          ))}
        </BareList>
      )}
      <OlderItemsButton older={older} plural="documents" />
      <SignInForMore />
      <section aria-labelledby="kept-documents-heading">
        <Title order={2} size="h3" id="kept-documents-heading" mb="xs">
          Kept on this device
        </Title>
        <KeptDocumentsList />
      </section>
    </Stack>
  );
}

/** Visitors learn that members see more, and how. */
function SignInForMore() {
  const { status } = useSnapshot(sessionStore);
  const location = useLocation();
  if (status === 'signed-in') return null;
  return (
    <Text size="sm">
      Members see members-only documents too.{' '}
      <Anchor component={Link} to={`/sign-in?next=${encodeURIComponent(location.pathname)}`}>
        Sign in
      </Anchor>{' '}
      to read them.
    </Text>
  );
}

/** A document's page below its title: the file (open, download, keep offline) and what it is. */
export function DocumentDetailSections({ item }: ItemProps<DocumentItem>) {
  const committees = useCommitteeNames();
  const committee = item.committeeId ? committees.get(item.committeeId) : undefined;
  const file = item.file;
  return (
    <Stack gap="xl">
      <DetailSection id="document-file" title="The file">
        {!file ? (
          <Text>No file has been added to this document yet.</Text>
        ) : isWaitingFile(file) ? (
          <Text>This file is still being uploaded. Please check again soon.</Text>
        ) : (
          <Stack gap="sm">
            <Text>
              {file.name} · {fileKind(file.contentType)}, {fileSizeText(file.size)}
            </Text>
            <Group gap="sm">
              <OpenDocumentButton document={item} />
              <KeepOfflineButton document={item} />
            </Group>
          </Stack>
        )}
      </DetailSection>
      <DetailSection id="document-details" title="Details">
        <Stack gap={4}>
          <Text>Kind: {CATEGORY_LABELS[item.category]}</Text>
          {item.date && <Text>Date: {documentDateText(item.date)}</Text>}
          {item.committeeId && (
            <Text>
              Committee:{' '}
              {committee ? (
                <Anchor component={Link} to={`/committees/${encodeURIComponent(committee.slug)}`}>
                  {committee.title}
                </Anchor>
              ) : (
                'one of the association’s committees'
              )}
            </Text>
          )}
          <Text>Who can read it: {VISIBILITY_LABELS[item.visibility].toLowerCase()}</Text>
        </Stack>
      </DetailSection>
    </Stack>
  );
}

/**
 * A document address that finds nothing for this reader. Visitors cannot tell a members-only document
 * from one that does not exist (the rules answer both alike), so the page says both, and how to sign in.
 */
export function DocumentNotFound() {
  const { status, rolesKnown } = useSnapshot(sessionStore);
  const { companyName } = useSnapshot(settingsStore);
  const location = useLocation();
  const signedIn = status === 'signed-in';
  const title = signedIn ? 'This document is not available to you' : 'Sign in as a member to read this';
  useDocumentTitle(pageTitle(title, companyName), 2);
  return (
    <Stack>
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          {signedIn ? (
            <Text>
              It may be for members only, or for the members of one committee, or it may have been removed.
              {rolesKnown ? ' If you think you should be able to read it, ask the association’s administrator.' : ''}
            </Text>
          ) : (
            <Text>
              This document is for members, or it is not available: it may have been removed. If you are a member of the
              association, sign in to read it.
            </Text>
          )}
          <Group gap="sm">
            {!signedIn && (
              <Button component={Link} to={`/sign-in?next=${encodeURIComponent(location.pathname)}`}>
                Sign in
              </Button>
            )}
            <Button component={Link} to="/documents" variant="default">
              See all documents
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
