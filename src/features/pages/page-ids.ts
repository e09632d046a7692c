/** The five pages with fixed ids, in the order the settings list them (firestore.rules knows the same five). */
export const PAGE_IDS = ['about', 'cookies-policy', 'privacy-policy', 'code-of-conduct', 'gdpr-and-uk-gdpr'] as const;
export type PageId = (typeof PAGE_IDS)[number];

/** Where each page is read: About has its own address, the rest are under Policies. */
export function pagePath(id: string): string {
  return id === 'about' ? '/about' : `/policies/${id}`;
}
