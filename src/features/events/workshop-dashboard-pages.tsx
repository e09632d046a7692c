import { dashboardCollectionPages } from '@/collections/collection-dashboard-pages';
import { workshopsCollection } from './events-collection';

/** The workshop routes' dashboard pages (one chunk, loaded on first use). */
export default dashboardCollectionPages(workshopsCollection);
