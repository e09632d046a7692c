/**
 * The seed data of the site settings: the one `settings/site` document, as an admin would fill it in.
 */

import { ADMIN } from '../../collections/seed/seed-context.mjs';

/**
 * The demo site settings.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function settingsSeed({ ago }) {
  const settings = [
    {
      id: 'site',
      data: {
        companyName: 'Thornbury Community Hub',
        // Shape: src/lib/site-settings-schema.ts (empty text means "not given"; dates are YYYY-MM-DD).
        contact: {
          email: 'hello@thornbury-hub.example',
          phone: '01632 960100',
          address: 'Thornbury Town Hall, 35 High Street, Thornbury BS35 2AR',
          openingTimes: 'Monday to Friday: 9am to 1pm\nSaturday: 10am to 12 noon',
        },
        socialLinks: [
          { label: 'Facebook', url: 'https://facebook.example/thornburyhub' },
          { label: 'Instagram', url: 'https://instagram.example/thornburyhub' },
        ],
        announcement: {
          enabled: true,
          text: 'Stall applications for the community fun day are open: clubs and charities go free.',
          url: '/events',
          severity: 'info',
          startsOn: '',
          endsOn: '',
        },
        // 'calendar': new visitors see the season of the day (a visitor's own choice still wins).
        defaultSeason: 'calendar',
        updatedAt: ago(3, 0),
        updatedBy: ADMIN.uid,
      },
    },
  ];
  return { settings };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = { writes: ['settings'], notContent: ['settings'], build: settingsSeed };
