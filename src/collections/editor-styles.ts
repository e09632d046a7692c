/**
 * Styles the editor and the dashboard's pickers need (date picker, option lists, progress). The app builds
 * one stylesheet that every visitor's first paint waits for, so these are linked from here instead, when
 * a page that uses them loads: the files are emitted as they are (`?url`). Every file that uses one of
 * these components imports this module (mantine-styles.test.ts checks).
 */
import popoverCss from '@mantine/core/styles/Popover.layer.css?url';
import comboboxCss from '@mantine/core/styles/Combobox.layer.css?url';
import scrollAreaCss from '@mantine/core/styles/ScrollArea.layer.css?url';
import datesCss from '@mantine/dates/styles.layer.css?url';
import progressCss from '@mantine/core/styles/Progress.layer.css?url';
import { linkStylesheets } from '@/lib/link-stylesheets';

linkStylesheets([popoverCss, comboboxCss, scrollAreaCss, datesCss, progressCss]);
