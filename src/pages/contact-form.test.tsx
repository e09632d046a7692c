// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { proxy } from 'valtio';

const outbox = vi.hoisted(() => ({ add: vi.fn(() => Promise.resolve()) }));
vi.mock('./contact-outbox', () => ({
  contactOutbox: outbox,
  contactOutboxStore: proxy({ waiting: 0, sentThisVisit: 0, hold: null }),
  pretendSent: vi.fn(),
  resumeContactOutbox: vi.fn(),
}));
vi.mock('@/stores/persistence', () => ({
  readStored: () => Promise.resolve(undefined),
  writeStored: vi.fn(),
  flushStored: () => Promise.resolve(),
}));

// happy-dom has no font loading, which Mantine's growing text area listens to.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
});

const { ContactForm } = await import('./contact-form');

let clock = 0;

async function openForm(): Promise<void> {
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  render(
    <MantineProvider>
      <ContactForm />
    </MantineProvider>,
  );
  await act(() => Promise.resolve());
}

/** Typed: a key, then the field's value (`typed` false: filled in by the browser, no keys). */
function fillIn(typed = true): void {
  if (typed) fireEvent.keyDown(screen.getByLabelText(/Your name/), { key: 'P' });
  fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Priya Shah' } });
  fireEvent.change(screen.getByLabelText(/Your email address/), { target: { value: 'priya@example.co.uk' } });
  fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Stall at the summer fair' } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Could I book a stall for my cakes?' } });
  fireEvent.click(screen.getByLabelText('You may use my name and email address to reply to this message.'));
}

async function send(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await act(() => Promise.resolve());
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  outbox.add.mockClear();
});

describe('the contact form’s “very quick” check', () => {
  it('times the form from the first keystroke, not from opening the page', async () => {
    clock = 0;
    await openForm();
    // The page was open a while before anything was typed; then it was all typed and sent in a second.
    clock = 60_000;
    fillIn();
    clock = 61_000;
    await send();
    expect(screen.getByRole('alert').textContent).toContain('That was very quick');
    expect(outbox.add).not.toHaveBeenCalled();
  });

  it('sends a form the browser filled in (autofill types no keys), however soon after opening', async () => {
    clock = 0;
    await openForm();
    clock = 500;
    fillIn(false);
    clock = 1_000;
    await send();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(outbox.add).toHaveBeenCalledTimes(1);
  });

  it('after “very quick”, Send again goes', async () => {
    clock = 0;
    await openForm();
    fillIn();
    clock = 1_000;
    await send();
    expect(outbox.add).not.toHaveBeenCalled();
    await send();
    expect(outbox.add).toHaveBeenCalledTimes(1);
  });
});
