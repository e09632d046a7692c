import { publicCollectionPages } from '@/collections/collection-public-pages';
import { eventsCollection } from './events-collection';

/** The event routes' pages for visitors (one chunk, loaded on first use). */
export default publicCollectionPages(eventsCollection);
