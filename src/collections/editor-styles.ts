/**
 * Styles only the editor needs (date picker, category list). The app builds one stylesheet that every
 * visitor's first paint waits for, so these are linked from here instead, when the editor's chunk
 * loads: the files are emitted as they are (`?url`) and added once to the page's head.
 */
import popoverCss from '@mantine/core/styles/Popover.css?url';
import comboboxCss from '@mantine/core/styles/Combobox.css?url';
import scrollAreaCss from '@mantine/core/styles/ScrollArea.css?url';
import datesCss from '@mantine/dates/styles.css?url';
import progressCss from '@mantine/core/styles/Progress.css?url';

export const EDITOR_STYLESHEETS = [popoverCss, comboboxCss, scrollAreaCss, datesCss, progressCss];

export function linkEditorStyles(): void {
  if (typeof document === 'undefined') return;
  for (const href of EDITOR_STYLESHEETS) {
    if (document.head.querySelector(`link[data-editor-styles="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.editorStyles = href;
    document.head.append(link);
  }
}

linkEditorStyles();
