/** The document title: `{title} · {brand}`, or the brand alone when a page has no title of its own. */
export function pageTitle(title: string | undefined, brand: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${brand}` : brand;
}
