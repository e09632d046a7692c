/**
 * Styles only the editor needs (date picker, category list), loaded with the dashboard's editor chunk
 * rather than in the stylesheet every visitor's first paint waits for.
 */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/dates/styles.css';
