import { createStore, get, set } from 'idb-keyval';
import { createSearchEngine, type SearchReply, type SearchRequest, type StoredSearchIndex } from './search-engine';

/**
 * The search worker (decision 0026): builds, keeps and queries the index off the main thread. Started by
 * the search on first use with `new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' })`.
 */

// Its own database, so clearing it never touches anything else the app keeps.
const store = createStore('community-search', 'indexes');
const KEY = 'public';

// The project's TypeScript setup has the DOM's types, not a worker's: the little of the worker's
// global scope used here, named.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(message: SearchReply): void;
};

const engine = createSearchEngine(
  {
    read: () => get<StoredSearchIndex>(KEY, store),
    write: (stored) => set(KEY, stored, store),
  },
  (message) => scope.postMessage(message),
);

scope.onmessage = (event) => void engine.handle(event.data);
