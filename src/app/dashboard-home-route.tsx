import { DashboardHome } from '@/pages/dashboard-home-view';
import type { DashboardType } from '@/pages/dashboard-home';
import { collectionRegistry } from './collection-registry';

/** Every content type in the registry, as the dashboard home counts them. */
const TYPES: DashboardType[] = collectionRegistry.map((manifest) => ({
  path: manifest.path,
  plural: manifest.labels.plural,
  singular: manifest.labels.singular,
  dashboardPath: manifest.dashboardPath,
  editRole: manifest.access.edit,
}));

/** The dashboard home (`/dashboard`), over the registry's types. */
export default function DashboardHomeRoute() {
  return <DashboardHome types={TYPES} />;
}
