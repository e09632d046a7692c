/**
 * Every content type's full definition, loaded on demand (they carry schemas and components, so they
 * stay out of the first page load). Adding a type: one line here and its routes in the route table.
 */
export const loadPublicCollections = () =>
  import('@/features/events/events-collection').then((module) => [module.eventsCollection, module.workshopsCollection]);
