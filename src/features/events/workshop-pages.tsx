import { collectionPages } from '@/collections/collection-pages';
import { workshopsCollection } from './events-collection';

/** The workshop routes' pages (one chunk, loaded on first use). */
export default collectionPages(workshopsCollection);
