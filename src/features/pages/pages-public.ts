import type { CollectionPublicParts } from '@/collections/define-collection';

/** Visitors read pages on the app's own About and policy pages (page-view.tsx): nothing for the engine's. */
export const pagesPublic: CollectionPublicParts<unknown> = {};
