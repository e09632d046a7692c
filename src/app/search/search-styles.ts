/**
 * Styles only the search needs (Mantine's Modal and the results list). Like the editor's
 * (collections/editor-styles.ts), they are emitted as files and linked when the search first opens,
 * not added to the one stylesheet every first paint waits for. The dialog waits for them, so it never
 * shows unstyled; they are precached, so this works offline too.
 */
import overlayCss from '@mantine/core/styles/Overlay.layer.css?url';
import modalBaseCss from '@mantine/core/styles/ModalBase.layer.css?url';
import modalCss from '@mantine/core/styles/Modal.layer.css?url';
import searchCss from './search-dialog.css?url';

export const SEARCH_STYLESHEETS = [overlayCss, modalBaseCss, modalCss, searchCss];

let linked: Promise<void> | undefined;

export function linkSearchStyles(): Promise<void> {
  linked ??= Promise.all(
    SEARCH_STYLESHEETS.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.dataset.searchStyles = '';
          // A stylesheet that fails to load leaves the dialog plain, but still working.
          link.onload = link.onerror = () => resolve();
          document.head.append(link);
        }),
    ),
  ).then(() => undefined);
  return linked;
}
