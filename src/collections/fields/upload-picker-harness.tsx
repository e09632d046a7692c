import { afterEach, beforeEach, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { setOutboxSummary } from '@/stores/upload-outbox-store';
import type { OutboxEntry } from '../uploads/outbox-machine';
import { ImageUploadDocument, type UploadOutbox } from './use-upload-picker';

/** For tests: an upload outbox in memory that records what the picker asked of it. */
export class FakeUploadOutbox<Uploaded> implements UploadOutbox<Uploaded> {
  entries = new Map<string, OutboxEntry>();
  discarded: { id: string; options?: { clearDocument?: boolean } }[] = [];
  retried: string[] = [];
  /** What the document holds once its upload is done. */
  documentValue: Uploaded | null = null;
  async stage(entry: OutboxEntry) {
    this.entries.set(entry.id, entry);
  }
  async discard(id: string, options?: { clearDocument?: boolean }) {
    this.discarded.push({ id, options });
    this.entries.delete(id);
  }
  async get(id: string) {
    return this.entries.get(id);
  }
  async retryNow(id: string) {
    this.retried.push(id);
  }
  async uploaded() {
    return this.documentValue;
  }
}

/** What a test of an upload field works with: its fake outbox, and the form's value. */
export interface UploadFieldFixture<Value, Uploaded> {
  /** This test's outbox. */
  outbox(): FakeUploadOutbox<Uploaded>;
  /** Renders the field as the editor does, in the open `document` (null: none open yet). */
  render(
    field: (value: Value | null, onChange: (value: Value | null) => void) => ReactNode,
    options: { initial?: Value | null; document: { collection: string; documentId: string } | null },
  ): void;
  /** The field's value as the form holds it now. */
  current(): Value | null;
  /** The value the test has just chosen. */
  chosen(): Value;
}

/**
 * For tests: before each, an empty outbox and summary, and previews from this device as `blob:preview`
 * (happy-dom makes no object URLs); after each, the field is gone.
 */
export function uploadFieldFixture<Value, Uploaded = Value>(): UploadFieldFixture<Value, Uploaded> {
  let outbox = new FakeUploadOutbox<Uploaded>();
  beforeEach(() => {
    outbox = new FakeUploadOutbox<Uploaded>();
    setOutboxSummary({ waiting: 0, sent: 0, total: 0, entries: {} });
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  });
  afterEach(cleanup);
  const current = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as Value | null;
  return {
    outbox: () => outbox,
    render: (field, { initial = null, document }) => {
      render(<Harness field={field} initial={initial} document={document} />);
    },
    current,
    chosen: () => {
      const value = current();
      if (!value) throw new Error('Nothing chosen');
      return value;
    },
  };
}

/** For tests: the outbox's summary says one entry is in `state`, `sent` bytes of `total` sent. */
export function showEntry(
  id: string,
  state: OutboxEntry['state'],
  { sent = 0, total = 200, lastError = null }: { sent?: number; total?: number; lastError?: string | null } = {},
): Promise<void> {
  return act(async () =>
    setOutboxSummary({
      waiting: 1,
      waitingFiles: 1,
      sent,
      total,
      entries: { [id]: { id, state, sent, total, lastError, nextAttemptAt: 0 } },
    }),
  );
}

/** For tests: the outbox holds nothing (an upload that was in it has finished). */
export function showNoEntries(): Promise<void> {
  return act(async () => setOutboxSummary({ waiting: 0, sent: 0, total: 0, entries: {} }));
}

function Harness<Value>({
  field,
  initial,
  document,
}: {
  field: (value: Value | null, onChange: (value: Value | null) => void) => ReactNode;
  initial: Value | null;
  document: { collection: string; documentId: string } | null;
}) {
  const [value, setValue] = useState<Value | null>(initial);
  return (
    <MantineProvider>
      {document ? (
        <ImageUploadDocument.Provider value={document}>{field(value, setValue)}</ImageUploadDocument.Provider>
      ) : (
        field(value, setValue)
      )}
      <output data-testid="value">{JSON.stringify(value)}</output>
    </MantineProvider>
  );
}
