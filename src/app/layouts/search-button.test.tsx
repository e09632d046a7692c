// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ComponentProps } from 'react';
import { deferred } from '@/lib/deferred';
import { SearchButton, typedInto } from './search-button';

/**
 * Typing straight after Ctrl-K: the box is there before the search's code and index have loaded, and
 * what was typed reaches the dialog when it comes. The dialog is a stand-in that shows what it was given;
 * its own states are in src/app/search/search-dialog.test.tsx, the real thing in tests/e2e/search.spec.ts.
 */

type DialogProps = ComponentProps<(typeof import('@/app/search/search-dialog'))['default']>;
const dialogLoaded = deferred<{ default: (props: DialogProps) => React.JSX.Element }>();
vi.mock('@/app/search/search-dialog', () => ({ whenStyled: () => dialogLoaded.promise }));

function StandInDialog({ query, onQueryChange }: DialogProps) {
  return (
    <input aria-label="The dialog’s box" value={query} onChange={(event) => onQueryChange(event.currentTarget.value)} />
  );
}

afterEach(cleanup);

describe('the header’s search', () => {
  it('takes what is typed at once while the search loads, says it is loading, and hands the text on', async () => {
    render(
      <MantineProvider>
        <SearchButton />
      </MantineProvider>,
    );
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const box = await screen.findByRole('combobox', { name: 'Search the site' });
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('status').textContent).toBe('Loading the search…');
    fireEvent.change(box, { target: { value: 'repai' } });
    // A key that lands on the page (between the loading box and the dialog's) is the search's too.
    fireEvent.keyDown(document.body, { key: 'r' });
    expect((box as HTMLInputElement).value).toBe('repair');
    expect(screen.queryByText(/Nothing found/)).toBeNull();

    await act(async () => {
      dialogLoaded.resolve({ default: StandInDialog });
      await dialogLoaded.promise;
    });
    expect((await screen.findByRole('textbox', { name: 'The dialog’s box' })).getAttribute('value')).toBe('repair');
  });
});

describe('typedInto', () => {
  it('adds a character, takes one off for Backspace, and leaves other keys and shortcuts alone', () => {
    const plain = { ctrlKey: false, metaKey: false, altKey: false };
    expect(typedInto('repai', { ...plain, key: 'r' })).toBe('repair');
    expect(typedInto('café', { ...plain, key: 'Backspace' })).toBe('caf');
    expect(typedInto('x', { ...plain, key: 'ArrowDown' })).toBeNull();
    expect(typedInto('x', { ...plain, key: 'Escape' })).toBeNull();
    expect(typedInto('x', { ...plain, ctrlKey: true, key: 'c' })).toBeNull();
  });
});
