import { collectionPages } from '@/collections/collection-pages';
import { eventsCollection } from './events-collection';

/** The event routes' pages (one chunk, loaded on first use). */
export default collectionPages(eventsCollection);
