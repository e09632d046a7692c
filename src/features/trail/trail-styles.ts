/** The trail's download panel shows a progress bar: its styles, linked when the panel loads. */
import progressCss from '@mantine/core/styles/Progress.layer.css?url';
import { linkStylesheets } from '@/lib/link-stylesheets';

linkStylesheets([progressCss]);
