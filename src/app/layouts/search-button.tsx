import { lazy, Suspense, useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import classes from './search-button.module.css';

// The search's code, its library, its worker and its styles load the first time someone heads for it
// (decision 0026); the dialog shows once its styles are in.
const loadDialog = () => import('@/app/search/search-dialog').then((module) => module.whenStyled());
const SearchDialog = lazy(loadDialog);

/** Ctrl-K on Windows and Linux, ⌘-K on a Mac. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Whether a key press reached nothing in particular (no field, button or link has focus). */
function reachedNothing(event: KeyboardEvent): boolean {
  return event.target === document.body || event.target === document.documentElement;
}

/** What the search's box holds after a key press that reached no field, or null when the key is not typing. */
export function typedInto(query: string, event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Backspace') return query.slice(0, -1);
  return [...event.key].length === 1 ? query + event.key : null;
}

interface SearchBoxProps {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
}

/**
 * The search box while the search's code and index load: it takes what someone types at once (the
 * dialog carries it on), and says the search is on its way. Plain, in the first page's styles.
 */
function SearchLoading({ query, onQueryChange, onClose }: SearchBoxProps) {
  return (
    <Paper
      role="dialog"
      aria-modal
      aria-label="Search"
      shadow="md"
      withBorder
      p="md"
      style={{
        position: 'fixed',
        top: '8vh',
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(40rem, 94vw)',
        zIndex: 300,
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {/* A plain field, not Mantine's TextInput: this box is in every page's first download (issue 25 measured
          Mantine's input parts at 4 KB there), and the dialog's own box replaces it within moments. */}
      <Group gap="xs" wrap="nowrap" className={classes.box}>
        <IconSearch size={18} aria-hidden />
        <input
          // The box must take the first key typed after Ctrl-K.
          autoFocus
          className={classes.input}
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          placeholder="Events, clubs, businesses, news…"
          aria-label="Search the site"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          spellCheck={false}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status" aria-live="polite" mt="xs">
        Loading the search…
      </Text>
    </Paper>
  );
}

/** The header's search: a button (an icon on phones) and Ctrl/⌘-K anywhere. */
export function SearchButton() {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const [query, setQuery] = useState('');

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setUsed(true);
      setOpened(true);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Between one box and the next (the loading box giving way to the dialog, whose box takes focus a
  // moment later) keys land on the page: they are the search's, so none is lost.
  useEffect(() => {
    if (!opened) return undefined;
    function onKeyDown(event: KeyboardEvent): void {
      if (event.defaultPrevented || !reachedNothing(event)) return;
      setQuery((current) => {
        const next = typedInto(current, event);
        if (next === null) return current;
        event.preventDefault();
        return next;
      });
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened]);

  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const common = {
    onClick: open,
    // Start fetching the code as soon as someone heads for the button.
    onPointerEnter: () => void loadDialog(),
    onFocus: () => void loadDialog(),
    'aria-keyshortcuts': 'Control+K Meta+K',
    'aria-haspopup': 'dialog' as const,
  };
  return (
    <>
      <Button
        variant="default"
        visibleFrom="md"
        leftSection={<IconSearch size={18} aria-hidden />}
        aria-label="Search"
        {...common}
      >
        Search
      </Button>
      <ActionIcon variant="default" size="lg" hiddenFrom="md" aria-label="Search" {...common}>
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {used && (
        <Suspense fallback={opened ? <SearchLoading query={query} onQueryChange={setQuery} onClose={close} /> : null}>
          <SearchDialog opened={opened} onClose={close} query={query} onQueryChange={setQuery} />
        </Suspense>
      )}
    </>
  );
}
