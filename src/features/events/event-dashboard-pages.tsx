import { dashboardCollectionPages } from '@/collections/collection-dashboard-pages';
import { eventsCollection } from './events-collection';

/** The event routes' dashboard pages (one chunk, loaded on first use). */
export default dashboardCollectionPages(eventsCollection);
