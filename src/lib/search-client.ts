import type { SearchDocument, SearchHit } from './search-hits';
import type { SearchReply, SearchRequest, SearchScope } from './search-engine';

/** What the search knows about its indexes: how many items each holds, once the worker has said. */
export interface SearchIndexState {
  /** `undefined` until the worker has read the index kept on this device. */
  public: number | undefined;
  editor: number;
  /** Bumped whenever an index changes, so what is on screen can be asked again. */
  version: number;
}

/**
 * The page's side of the search worker (decision 0026): starts it, sends it documents, asks it
 * queries. Created on first use, once per page.
 */
export function createSearchClient(worker: Pick<Worker, 'postMessage' | 'addEventListener'>) {
  let nextId = 1;
  const waiting = new Map<number, (hits: SearchHit[]) => void>();
  const state: SearchIndexState = { public: undefined, editor: 0, version: 0 };
  // The same object until something changes, so React can read it as an external store's snapshot.
  let snapshot: SearchIndexState = { ...state };
  const listeners = new Set<(state: SearchIndexState) => void>();
  const post = (request: SearchRequest) => worker.postMessage(request);

  worker.addEventListener('message', (event: MessageEvent<SearchReply>) => {
    const reply = event.data;
    if (reply.kind === 'results') {
      waiting.get(reply.id)?.(reply.hits);
      waiting.delete(reply.id);
    } else if (reply.kind === 'ready') {
      // Only a changed index is worth asking again (and a list redrawn under someone's arrow keys).
      if (!reply.rebuilt && state[reply.scope] === reply.count) return;
      state[reply.scope] = reply.count;
      state.version += 1;
      snapshot = { ...state };
      for (const listener of listeners) listener(snapshot);
    } else {
      console.warn('Search:', reply.message);
    }
  });
  post({ kind: 'open' });

  return {
    state: () => snapshot,
    subscribe(listener: (state: SearchIndexState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replace(scope: SearchScope, documents: SearchDocument[]): void {
      post({ kind: 'replace', scope, documents });
    },
    query(text: string, limit?: number): Promise<SearchHit[]> {
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        post({ kind: 'query', id, text, ...(limit ? { limit } : {}) });
      });
    },
  };
}

export type SearchClient = ReturnType<typeof createSearchClient>;

/** The module worker; Vite bundles it as its own file, which the service worker precaches. */
export function startSearchWorker(): Worker {
  return new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'search' });
}
