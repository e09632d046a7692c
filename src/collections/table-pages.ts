/**
 * A list read a page at a time with cursors, live: the first read asks for as many rows as the address
 * wants (`?page=3`: 75), each "Show more" one page after the last row read so far (`startAfter`), so
 * only the new page is read. Every part stays live (a save elsewhere shows at once, and an item changed
 * on this device is marked); when a part's last row changes (an item moved in or out above it), the part
 * after it starts again from the new last row, so rows are neither lost nor shown twice between parts.
 * Offline, Firestore answers the same queries from this device's copy, with its unsent changes.
 */

/** A part's answer, as the repository's `ListPage` gives it (only what paging needs). */
export interface PartPage<Item, Cursor> {
  items: readonly Item[];
  /** The last row, when the part came back full (more may follow); undefined at the end. */
  cursor: Cursor | undefined;
  fromCache: boolean;
  pendingIds: ReadonlySet<string>;
}

export type SubscribePart<Item, Cursor> = (
  part: { after: Cursor | undefined; limit: number },
  onPage: (page: PartPage<Item, Cursor>) => void,
  onError: (error: Error) => void,
) => () => void;

export interface PagedRows<Item> {
  /** Every row read so far, in the server's order, each once. */
  items: Item[];
  /** More rows wait on the server. */
  more: boolean;
  /** A part asked for has not answered yet ("Show more" pressed). */
  loadingMore: boolean;
  fromCache: boolean;
  pendingIds: ReadonlySet<string>;
}

interface Part<Item, Cursor> {
  after: Cursor | undefined;
  limit: number;
  page: PartPage<Item, Cursor> | undefined;
  stop: () => void;
}

/**
 * Watches `wanted` rows (at least) of a list, in parts; `want` asks for more (or fewer: rows already read
 * stay). `sameCursor` says whether two last rows are the same row at the same place (same id and sort
 * values), so that a part restarts only when its start really moved.
 */
export function watchPagedRows<Item extends { id: string }, Cursor>(
  subscribe: SubscribePart<Item, Cursor>,
  initialRows: number,
  pageSize: number,
  sameCursor: (a: Cursor, b: Cursor) => boolean,
  onChange: (rows: PagedRows<Item>) => void,
  onError: (error: Error) => void,
): { want: (rows: number) => void; stop: () => void } {
  const parts: Part<Item, Cursor>[] = [];
  let wanted = initialRows;
  let stopped = false;

  const emit = () => {
    const answered: PartPage<Item, Cursor>[] = [];
    for (const part of parts) {
      if (!part.page) break;
      answered.push(part.page);
    }
    if (answered.length === 0) return;
    const seen = new Set<string>();
    const items: Item[] = [];
    for (const page of answered) {
      for (const item of page.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        items.push(item);
      }
    }
    const last = answered.at(-1);
    onChange({
      items,
      more: last?.cursor !== undefined,
      loadingMore: answered.length < parts.length,
      fromCache: answered.some((page) => page.fromCache),
      pendingIds: new Set(answered.flatMap((page) => [...page.pendingIds])),
    });
  };

  /** Starts a part after the last one. */
  const open = (after: Cursor | undefined, limit: number): void => {
    const part: Part<Item, Cursor> = { after, limit, page: undefined, stop: () => undefined };
    parts.push(part);
    part.stop = subscribe(
      { after, limit },
      (page) => {
        // A part dropped a moment ago may still answer once.
        if (stopped || !parts.includes(part)) return;
        part.page = page;
        settle(parts.indexOf(part));
      },
      onError,
    );
  };

  /** After part `index` answered: the part after it follows its new end, and more are opened if wanted. */
  const settle = (index: number) => {
    const part = parts[index];
    if (!part?.page) return;
    const next = parts[index + 1];
    const cursor = part.page.cursor;
    if (next && (cursor === undefined || next.after === undefined || !sameCursor(cursor, next.after))) {
      // The list moved under this part: what follows starts again from its new last row (or ends here).
      for (const dropped of parts.splice(index + 1)) dropped.stop();
    }
    growIfWanted();
    emit();
  };

  const growIfWanted = () => {
    const last = parts.at(-1);
    const read = parts.reduce((total, part) => total + part.limit, 0);
    if (!last?.page?.cursor || read >= wanted) return;
    open(last.page.cursor, Math.max(pageSize, wanted - read));
  };

  open(undefined, Math.max(pageSize, initialRows));
  return {
    want(rows: number) {
      wanted = rows;
      growIfWanted();
      emit();
    },
    stop() {
      stopped = true;
      for (const part of parts) part.stop();
    },
  };
}
