import { defineServerPart } from '@/collections/server-part';
import { documentFieldsSchema } from './document-schema';
import firestoreRules from './documents.firestore.rules?raw';
import storageRules from './documents.storage.rules?raw';

/** What the backend needs of documents: its rules (generated into firestore.rules and storage.rules by `npm run generate`). */
export const documentsServer = defineServerPart({
  feature: 'documents',
  firestoreRules,
  storageRules,
  types: {
    // Read by visibility (public, members, a committee): the fragment's match block. No pictures.
    documents: { fields: documentFieldsSchema, handChecked: ['file'], ownMatch: true, pictures: false },
  },
});
