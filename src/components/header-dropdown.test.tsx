// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderDropdown } from './header-dropdown';

function renderDropdown() {
  render(
    <MantineProvider>
      <HeaderDropdown label="Appearance" trigger={(props) => <button {...props}>Appearance</button>}>
        <button type="button">Dark</button>
      </HeaderDropdown>
      <a href="#after">After the header</a>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Appearance' });
}

describe('HeaderDropdown', () => {
  afterEach(cleanup);

  it('moves focus into the panel when it opens; Escape closes it and focus returns to the button', () => {
    const button = renderDropdown();
    fireEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'Appearance' });
    expect(document.activeElement).toBe(panel);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('stays open while focus moves within it, and closes when focus leaves it', () => {
    const button = renderDropdown();
    fireEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'Appearance' });
    const dark = screen.getByRole('button', { name: 'Dark' });
    fireEvent.blur(panel, { relatedTarget: dark });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.blur(dark, { relatedTarget: screen.getByRole('link', { name: 'After the header' }) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Chromium blurs a focused button as it becomes disabled (Sign out does while it checks for drafts):
  // the panel, and the warning it is about to show, must not go with it.
  it('stays open and takes focus back when the control that had focus is disabled', async () => {
    const button = renderDropdown();
    fireEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'Appearance' });
    const dark = screen.getByRole('button', { name: 'Dark' });
    dark.focus();
    expect(document.activeElement).toBe(dark);
    await act(async () => {
      // As Chromium does: focus goes to nothing, then the button is disabled.
      dark.blur();
      dark.setAttribute('disabled', '');
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    expect(document.activeElement).toBe(panel);
  });
});
