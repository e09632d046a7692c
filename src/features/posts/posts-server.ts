import { defineServerPart } from '@/collections/server-part';
import { postFieldsSchema } from './post-schema';
import firestoreRules from './posts.firestore.rules?raw';

/** What the backend needs of posts: its rules (generated into firestore.rules by `npm run generate`). */
export const postsServer = defineServerPart({
  feature: 'posts',
  firestoreRules,
  types: {
    posts: { fields: postFieldsSchema, check: 'validPost(request.resource.data)', updateCheck: 'keptPublishedAt()' },
  },
});
