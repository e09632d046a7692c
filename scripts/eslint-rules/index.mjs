import { importZones } from './import-zones.mjs';
import { limitNeedsOrderBy } from './limit-needs-order-by.mjs';
import { noIntlTimeZone } from './no-intl-time-zone.mjs';

/** The project's own ESLint rules, used as the `local` plugin in eslint.config.js. */
export default {
  meta: { name: 'local' },
  rules: {
    'import-zones': importZones,
    'no-intl-time-zone': noIntlTimeZone,
    'limit-needs-order-by': limitNeedsOrderBy,
  },
};
