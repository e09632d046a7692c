import { doc, getDoc, getDocFromCache, getDocFromServer, updateDoc } from 'firebase/firestore';
import { loadFirestore } from '@/firebase/firebase-app';
import { sessionStore } from '@/stores/session-store';
import { assembleDefinition } from '../assemble-definition';
import { repositoryFor } from '../collection-data';
import type { CollectionManifest } from '../define-collection';
import type { DocumentLink } from './outbox';
import type { DocumentImage, DocumentState, UploadTarget } from './outbox-machine';

let provideManifests: (manifests: readonly CollectionManifest[]) => void = () => undefined;
const manifests = new Promise<readonly CollectionManifest[]>((resolve) => {
  provideManifests = resolve;
});

/** The app's content types (src/app/collection-registry.ts), given when the outbox starts. */
export function provideContentTypes(registry: readonly CollectionManifest[]): void {
  provideManifests(registry);
}

/** The type's definition (model only: no views, no editor), for its repository. */
async function definitionOf(path: string) {
  const manifest = (await manifests).find((candidate) => candidate.path === path);
  if (!manifest) throw new Error(`No content type is stored at ${path}.`);
  return assembleDefinition(manifest, await manifest.load.model(), {});
}

/**
 * Documents that are not content: a person's own account (`users/{uid}.photo`, issue 15). No versions or
 * revisions there: the address is written as a plain update, by the person themself.
 */
const PLAIN_DOCUMENTS = new Set(['users']);

/**
 * The outbox's link to documents: it reads the picture's field from this device's copy (from the server
 * after a refused save) and writes url(s) with the type's repository, a normal versioned save (revision,
 * sync badge and all), as whoever is signed in.
 */
export const firestoreDocumentLink: DocumentLink = {
  async read(target: UploadTarget, fresh: boolean): Promise<DocumentState | undefined> {
    const { firestore } = await loadFirestore();
    const ref = doc(firestore, target.collection, target.documentId);
    const snapshot = fresh ? await getDocFromServer(ref) : await getDocFromCache(ref).catch(() => getDoc(ref));
    if (!snapshot.exists()) return undefined;
    const data = snapshot.data({ serverTimestamps: 'estimate' });
    const image = data[target.field] as DocumentImage | null | undefined;
    return {
      image: image && typeof image === 'object' && typeof image.path === 'string' ? image : null,
      version: typeof data.version === 'number' ? data.version : 0,
      confirmed: !snapshot.metadata.hasPendingWrites,
    };
  },

  write(target: UploadTarget, image: DocumentImage | null, version: number) {
    const uid = sessionStore.uid;
    if (!uid) return { committed: Promise.reject(new Error('Please sign in to finish this upload.')) };
    if (PLAIN_DOCUMENTS.has(target.collection)) {
      const committed = loadFirestore().then(({ firestore }) =>
        updateDoc(doc(firestore, target.collection, target.documentId), { [target.field]: image }),
      );
      return { committed };
    }
    const committed = definitionOf(target.collection)
      .then((definition) => repositoryFor(definition))
      .then((repository) => repository.update(target.documentId, { [target.field]: image } as never, version, uid))
      .then((write) => write.committed);
    return { committed };
  },
};
