import { createSearchClient, startSearchWorker, type SearchClient } from '@/lib/search-client';
import type { Role } from '@/lib/route-meta';
import { collectionRegistry, loadPublicCollections } from '@/app/collection-registry';
import { windowListOptions } from '@/collections/public-window';

/**
 * The site-wide search on this page (decision 0026): one worker, started the first time someone opens
 * the search. Each opening checks the device's copy of the content against the index, and the worker
 * rebuilds it only when something changed.
 */

let client: SearchClient | undefined;
let publicRefreshedAt = 0;
let editorKey: string | null = null;
let editorRefreshedAt = 0;

/** The published content is read again at most this often while the page stays open. */
const REFRESH_MS = 60_000;

export function searchClient(): SearchClient {
  client ??= createSearchClient(startSearchWorker());
  return client;
}

/**
 * Brings the indexes up to date. `editor` is an editor's uid and roles while they are in the dashboard:
 * their drafts and archived items join the search then, and leave it when they leave or sign out.
 */
export async function refreshSearch(editor: { uid: string; roles: readonly Role[] } | null): Promise<void> {
  const search = searchClient();
  const now = Date.now();
  const [definitions, documents] = await Promise.all([
    loadPublicCollections(),
    import('@/collections/search-documents'),
  ]);
  const jobs: Promise<void>[] = [];
  if (now - publicRefreshedAt > REFRESH_MS) {
    publicRefreshedAt = now;
    jobs.push(
      documents
        .publishedSearchDocuments(definitions, {
          online: navigator.onLine,
          // Each type's public window: the index does not grow with the archive (the dialog says so).
          windowOf: (definition) => {
            const manifest = collectionRegistry.find((candidate) => candidate.path === definition.path);
            return manifest ? windowListOptions(manifest, new Date(now)) : undefined;
          },
        })
        .then((found) => {
          if (found) search.replace('public', found);
        }),
    );
  }
  const key = editor ? `${editor.uid}:${editor.roles.join(',')}` : null;
  if (key === null) {
    if (editorKey !== null) search.replace('editor', []);
    editorKey = null;
  } else if (editor && (key !== editorKey || now - editorRefreshedAt > REFRESH_MS)) {
    editorKey = key;
    editorRefreshedAt = now;
    const editable = documents.editableDefinitions(definitions, editor.roles);
    jobs.push(
      documents.unpublishedSearchDocuments(editable).then(({ documents: found, complete }) => {
        // Signed out or left the dashboard while reading: drop what was read.
        if (editorKey !== key) return;
        search.replace('editor', found);
        // A type that did not answer is asked again on the next refresh.
        if (!complete) editorRefreshedAt = 0;
      }),
    );
  }
  await Promise.all(jobs);
}
