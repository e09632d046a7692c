import { describe, expect, it } from 'vitest';
import { watchPagedRows, type PagedRows, type PartPage } from './table-pages';

/** A list on a fake server: ids in order; a part answers with the rows after `after`, `limit` of them. */
function fakeServer(initial: string[]) {
  let ids = [...initial];
  const listeners = new Set<{
    after: string | undefined;
    limit: number;
    onPage: (page: PartPage<{ id: string }, string>) => void;
  }>();
  const asked: { after: string | undefined; limit: number }[] = [];
  const answer = (listener: {
    after: string | undefined;
    limit: number;
    onPage: (page: PartPage<{ id: string }, string>) => void;
  }) => {
    const start = listener.after === undefined ? 0 : ids.indexOf(listener.after) + 1;
    const rows = ids.slice(start, start + listener.limit);
    listener.onPage({
      items: rows.map((id) => ({ id })),
      cursor: rows.length === listener.limit ? rows.at(-1) : undefined,
      fromCache: false,
      pendingIds: new Set(),
    });
  };
  return {
    asked,
    listening: () => listeners.size,
    subscribe(
      part: { after: string | undefined; limit: number },
      onPage: (page: PartPage<{ id: string }, string>) => void,
    ) {
      asked.push(part);
      const listener = { ...part, onPage };
      listeners.add(listener);
      answer(listener);
      return () => listeners.delete(listener);
    },
    /** The list changes: every live part answers again. */
    change(next: string[]) {
      ids = next;
      for (const listener of [...listeners]) if (listeners.has(listener)) answer(listener);
    },
  };
}

const ids = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `d${index + from}`);

function watch(server: ReturnType<typeof fakeServer>, rows: number, pageSize = 3) {
  let latest: PagedRows<{ id: string }> | undefined;
  const watching = watchPagedRows<{ id: string }, string>(
    (part, onPage) => server.subscribe(part, onPage),
    rows,
    pageSize,
    (a, b) => a === b,
    (value) => (latest = value),
    (error) => {
      throw error;
    },
  );
  return { ...watching, rows: () => latest?.items.map((item) => item.id), latest: () => latest };
}

describe('a list read a page at a time with cursors', () => {
  it('reads the first page, then each "Show more" reads only the next page after the last row', () => {
    const server = fakeServer(ids(8));
    const table = watch(server, 3);
    expect(table.rows()).toEqual(['d0', 'd1', 'd2']);
    expect(table.latest()?.more).toBe(true);
    table.want(6);
    expect(table.rows()).toEqual(ids(6));
    table.want(9);
    expect(table.rows()).toEqual(ids(8));
    expect(table.latest()?.more).toBe(false);
    expect(server.asked).toEqual([
      { after: undefined, limit: 3 },
      { after: 'd2', limit: 3 },
      { after: 'd5', limit: 3 },
    ]);
  });

  it('an address asking for three pages reads them in one part', () => {
    const server = fakeServer(ids(20));
    const table = watch(server, 9);
    expect(table.rows()).toEqual(ids(9));
    expect(server.asked).toEqual([{ after: undefined, limit: 9 }]);
  });

  it('a row added above a page neither hides a row nor shows one twice', () => {
    const server = fakeServer(ids(8));
    const table = watch(server, 3);
    table.want(6);
    server.change(['new', ...ids(8)]);
    expect(table.rows()).toEqual(['new', ...ids(5)]);
    table.want(9);
    expect(table.rows()).toEqual(['new', ...ids(8)]);
  });

  it('a row removed from the first page moves the next one up, and the parts still meet', () => {
    const server = fakeServer(ids(8));
    const table = watch(server, 3);
    table.want(6);
    server.change(ids(8).filter((id) => id !== 'd1'));
    expect(table.rows()).toEqual(['d0', 'd2', 'd3', 'd4', 'd5', 'd6']);
  });

  it('stops every part it started', () => {
    const server = fakeServer(ids(8));
    const table = watch(server, 3);
    table.want(6);
    table.stop();
    expect(server.listening()).toBe(0);
  });
});
