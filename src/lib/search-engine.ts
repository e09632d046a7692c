import {
  buildSearchIndex,
  documentsFingerprint,
  loadSearchIndex,
  searchIndex,
  serialiseSearchIndex,
  SEARCH_INDEX_VERSION,
  type SearchDocument,
  type SearchHit,
  type SearchIndex,
} from './search-index';
import { mergeHits } from './search-hits';

/**
 * What the search worker does, apart from the worker itself (so tests run it directly). Two indexes:
 * `public`, the published content every visitor may see, kept on the device so a cold start does not
 * rebuild it; and `editor`, an editor's drafts and archived items, held in memory only and never stored.
 */
export type SearchScope = 'public' | 'editor';

export type SearchRequest =
  | { kind: 'open' }
  | { kind: 'replace'; scope: SearchScope; documents: SearchDocument[] }
  | { kind: 'query'; id: number; text: string; limit?: number };

export type SearchReply =
  | { kind: 'ready'; scope: SearchScope; count: number; rebuilt: boolean; ms: number }
  | { kind: 'results'; id: number; hits: SearchHit[] }
  | { kind: 'failed'; message: string };

/** The public index as kept on the device. */
export interface StoredSearchIndex {
  version: number;
  fingerprint: string;
  count: number;
  json: string;
}

/** Where the public index is kept (IndexedDB in the worker, a Map in tests). */
export interface SearchIndexStorage {
  read(): Promise<StoredSearchIndex | undefined>;
  write(stored: StoredSearchIndex): Promise<void>;
}

export function createSearchEngine(storage: SearchIndexStorage, reply: (message: SearchReply) => void) {
  const indexes: Partial<Record<SearchScope, { index: SearchIndex; fingerprint: string; count: number }>> = {};
  let opened: Promise<void> | undefined;

  async function open(): Promise<void> {
    const started = performance.now();
    const stored = await storage.read().catch(() => undefined);
    if (stored?.version === SEARCH_INDEX_VERSION && !indexes.public) {
      indexes.public = { index: loadSearchIndex(stored.json), fingerprint: stored.fingerprint, count: stored.count };
    }
    reply({
      kind: 'ready',
      scope: 'public',
      count: indexes.public?.count ?? 0,
      rebuilt: false,
      ms: performance.now() - started,
    });
  }

  async function replace(scope: SearchScope, documents: SearchDocument[]): Promise<void> {
    await opened;
    const started = performance.now();
    const fingerprint = documentsFingerprint(documents);
    const current = indexes[scope];
    if (current?.fingerprint === fingerprint) {
      reply({ kind: 'ready', scope, count: current.count, rebuilt: false, ms: performance.now() - started });
      return;
    }
    const index = buildSearchIndex(documents);
    indexes[scope] = { index, fingerprint, count: documents.length };
    if (scope === 'public') {
      const stored = { version: SEARCH_INDEX_VERSION, fingerprint, count: documents.length };
      await storage.write({ ...stored, json: serialiseSearchIndex(index) }).catch(() => undefined);
    }
    reply({ kind: 'ready', scope, count: documents.length, rebuilt: true, ms: performance.now() - started });
  }

  function query(id: number, text: string, limit = 40): void {
    const lists = Object.values(indexes).map((entry) => searchIndex(entry.index, text, limit));
    reply({ kind: 'results', id, hits: mergeHits(lists, limit) });
  }

  return {
    async handle(request: SearchRequest): Promise<void> {
      try {
        if (request.kind === 'open') {
          opened ??= open();
          await opened;
        } else if (request.kind === 'replace') await replace(request.scope, request.documents);
        else query(request.id, request.text, request.limit);
      } catch (error) {
        reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
