import { useEffect, useId, useMemo, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { collectionRegistry } from '@/app/collection-registry';
import { groupHits, type SearchHit } from '@/lib/search-hits';
import { hasRole, sessionStore } from '@/stores/session-store';
import { refreshSearch, searchClient } from './search-service';
import { linkSearchStyles } from './search-styles';

const LABELS = new Map(collectionRegistry.map((manifest) => [manifest.path, manifest.labels.plural]));

/** This module, once the dialog's styles (linked on first use, not in the first page's stylesheet) are in. */
export async function whenStyled(): Promise<{ default: typeof SearchDialog }> {
  await linkSearchStyles();
  return { default: SearchDialog };
}

/** How often an open search checks for changes (each check is cheap when nothing changed). */
const RETRY_MS = 5_000;

function countText(count: number): string {
  return count === 1 ? '1 result' : `${count} results`;
}

interface SearchDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What is typed: kept by the header's button, which takes it while this code loads. */
  query: string;
  onQueryChange: (query: string) => void;
}

/**
 * The site-wide search (decision 0026): a combobox over a grouped list of results. Arrow keys move
 * through the results, Enter opens one, Escape closes; the number of results is announced as it changes.
 */
export default function SearchDialog({ opened, onClose, query, onQueryChange: setQuery }: SearchDialogProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSnapshot(sessionStore);
  const inDashboard = pathname.startsWith('/dashboard');
  const editor =
    inDashboard && session.uid && hasRole(session.roles, 'editor', session.status === 'signed-in')
      ? { uid: session.uid, roles: session.roles }
      : null;
  const editorKey = editor ? `${editor.uid}:${editor.roles.join(',')}` : '';
  const [hits, setHits] = useState<SearchHit[]>([]);
  // The chosen result, by id: results that change while someone is choosing keep their choice.
  const [chosen, setChosen] = useState<string | null>(null);
  // Read as an external store: an answer from the worker between the first render and subscribing counts.
  const client = searchClient();
  const index = useSyncExternalStore(client.subscribe, client.state);
  const id = useId();

  useEffect(() => {
    if (!opened) return;
    const refresh = () =>
      void refreshSearch(editor).catch((error: unknown) => console.warn('Search could not update', error));
    refresh();
    // While it stays open: content that changed, and an editor's list that did not load at first.
    const timer = setInterval(refresh, RETRY_MS);
    return () => clearInterval(timer);
    // editorKey stands for `editor`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editorKey]);
  useEffect(() => {
    let current = true;
    void searchClient()
      .query(query)
      .then((found) => {
        if (!current) return;
        setHits(found);
      });
    return () => {
      current = false;
    };
  }, [query, index.version]);

  const groups = useMemo(() => groupHits(hits), [hits]);
  const shown = groups.flatMap((group) => group.hits);
  const active = Math.max(
    0,
    shown.findIndex((hit) => hit.id === chosen),
  );
  const optionId = (position: number) => `${id}-option-${position}`;

  function open(hit: SearchHit | undefined): void {
    if (!hit) return;
    onClose();
    setQuery('');
    void navigate(hit.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (shown.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + shown.length) % shown.length;
      setChosen(shown[next]?.id ?? null);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(shown[active]);
    }
  }

  const trimmed = query.trim();
  let status = '';
  if (index.public === undefined && index.editor === 0) {
    // The index kept on this device is still being read: no answer yet is not "nothing found".
    status = 'Loading the search…';
  } else if (!index.public && index.editor === 0) {
    status = navigator.onLine
      ? 'Getting everything ready to search…'
      : 'Search works offline after one visit with a connection. Connect once, then try again.';
  } else if (trimmed !== '') {
    status = shown.length === 0 ? `Nothing found for “${trimmed}”` : countText(shown.length);
  }

  let position = 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Search"
      closeButtonProps={{ 'aria-label': 'Close search' }}
      size="lg"
      yOffset="8vh"
      classNames={{ body: 'site-search-body' }}
    >
      <Stack gap="xs">
        <TextInput
          data-autofocus
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setChosen(null);
          }}
          onKeyDown={onKeyDown}
          // What was typed while the search loaded is already there: carry on typing after it.
          onFocus={(event) => {
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
          }}
          leftSection={<IconSearch size={18} aria-hidden />}
          placeholder={editor ? 'Events, clubs, businesses, drafts…' : 'Events, clubs, businesses, news…'}
          aria-label={editor ? 'Search the site, drafts and archived items' : 'Search the site'}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={`${id}-results`}
          aria-activedescendant={shown.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <Text size="sm" c="dimmed" role="status" aria-live="polite" aria-atomic className="site-search-status">
          {status}
        </Text>
        <div id={`${id}-results`} role="listbox" aria-label="Results" className="site-search-results">
          {groups.map((group) => {
            const headingId = `${id}-group-${group.type}`;
            return (
              <div key={group.type} role="group" aria-labelledby={headingId} className="site-search-group">
                <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" className="site-search-group-label">
                  {LABELS.get(group.type) ?? group.type}
                </Text>
                {group.hits.map((hit) => {
                  const mine = position++;
                  return (
                    <UnstyledButton
                      component="div"
                      key={hit.id + hit.path}
                      id={optionId(mine)}
                      role="option"
                      aria-selected={mine === active}
                      tabIndex={-1}
                      className="site-search-option"
                      onMouseMove={() => setChosen(hit.id)}
                      onClick={() => open(hit)}
                    >
                      <Text size="sm" fw={600} span>
                        {hit.title}
                      </Text>
                      {hit.subtitle && (
                        <Text size="xs" c="dimmed" span display="block">
                          {hit.subtitle}
                        </Text>
                      )}
                    </UnstyledButton>
                  );
                })}
              </div>
            );
          })}
        </div>
        <Text size="xs" c="dimmed">
          ↑ and ↓ to choose, Enter to open, Esc to close.
          {editor ? ' Drafts and archived items open in the editor.' : ''}
        </Text>
        {/* The index holds what a device keeps of each type, not the archive (decision 0032). */}
        <Text size="xs" c="dimmed">
          This searches what is on, the past year and the latest news. For anything older, use the search on its own
          list (Events, Clubs and so on).
        </Text>
      </Stack>
    </Modal>
  );
}
