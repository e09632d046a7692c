/**
 * Links stylesheets emitted as files (`?url` imports) into the page's head, once each. Styles that only
 * some pages need (the editor's, the trail's download panel) come this way rather than in the one
 * stylesheet every visitor's first paint waits for.
 */
export function linkStylesheets(hrefs: readonly string[], doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  for (const href of hrefs) {
    if (doc.head.querySelector(`link[data-linked-styles="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.linkedStyles = href;
    doc.head.append(link);
  }
}
