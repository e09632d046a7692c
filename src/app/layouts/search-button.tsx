import { lazy, Suspense, useEffect, useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

// The search's code, its library, its worker and its styles load the first time someone heads for it
// (decision 0026); the dialog shows once its styles are in.
const loadDialog = () => import('@/app/search/search-dialog').then((module) => module.whenStyled());
const SearchDialog = lazy(loadDialog);

/** Ctrl-K on Windows and Linux, ⌘-K on a Mac. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** The header's search: a button (an icon on phones) and Ctrl/⌘-K anywhere. */
export function SearchButton() {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);

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

  const open = () => {
    setUsed(true);
    setOpened(true);
  };
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
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
