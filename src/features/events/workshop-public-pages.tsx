import { publicCollectionPages } from '@/collections/collection-public-pages';
import { workshopsCollection } from './events-collection';

/** The workshop routes' pages for visitors (one chunk, loaded on first use). */
export default publicCollectionPages(workshopsCollection);
