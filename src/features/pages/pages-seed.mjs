/**
 * The seed data of the pages feature: the about page and the policies (the app ships its own defaults;
 * these are the editable copies).
 */

import { paragraphs } from '../../collections/seed/seed-context.mjs';

export const PAGE_IDS = ['about', 'cookies-policy', 'privacy-policy', 'code-of-conduct', 'gdpr-and-uk-gdpr'];

/**
 * The demo pages, one for each of PAGE_IDS.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function pagesSeed({ base }) {
  const pageTexts = {
    about: {
      title: 'About the Community Hub',
      summary:
        'Who we are: a volunteer-run association connecting the clubs, charities, businesses and people of Thornbury.',
      body: paragraphs(
        'Thornbury Community Hub is a volunteer-run association for our market town. We keep the calendar, support local clubs and charities, champion the High Street and look after the Creative Trail.',
        'We are run by four committees of volunteers and answer to our members at the AGM. Membership is free for anyone who lives, works or studies in Thornbury.',
      ),
    },
    'cookies-policy': {
      title: 'Cookies policy',
      summary: 'The small number of cookies and local storage items this site uses, and why.',
      body: paragraphs(
        'We use only what the site needs to work: your sign-in session, your theme and layout choices, and an offline copy of public pages so the site works without signal.',
        'We do not use advertising or tracking cookies.',
      ),
    },
    'privacy-policy': {
      title: 'Privacy policy',
      summary: 'What personal information we hold, why, for how long, and your rights.',
      body: paragraphs(
        'We hold the details you give us when you create an account, send a message or order from the shop, and use them only for that purpose.',
        'Contact the secretary at privacy@thornbury-hub.example to see, correct or delete your information.',
        'Signed in, you can download your data and delete your account yourself on your account page. Deleting it removes your account, what you follow, your choices and the messages you sent while signed in. Shops keep their record of your orders for their accounts, with your name, email address, phone number and note replaced by “Deleted account”.',
      ),
    },
    'code-of-conduct': {
      title: 'Code of conduct',
      summary: 'How we treat each other at Hub events, online and in our committees.',
      body: paragraphs(
        'Be kind, be patient and assume good intent. Harassment, discrimination and bullying are not tolerated at any Hub event or in any Hub space, online or off.',
        'If something is wrong, tell any committee member or write to conduct@thornbury-hub.example.',
      ),
    },
    'gdpr-and-uk-gdpr': {
      title: 'GDPR and UK GDPR',
      summary:
        'How the Hub meets its duties under the UK General Data Protection Regulation and the Data Protection Act 2018.',
      body: paragraphs(
        'The Hub is the data controller for the information described in our privacy policy. Our lawful bases are consent, contract and legitimate interests, as set out there.',
        'You may complain to the Information Commissioner’s Office, but we would appreciate the chance to put things right first.',
      ),
    },
  };
  const pages = PAGE_IDS.map((id, index) => ({
    id,
    data: base({
      ...pageTexts[id],
      slug: id,
      tags: [id === 'about' ? 'about' : 'policy'],
      age: [365 - index, 90 - index],
    }),
  }));

  return { pages };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = { writes: ['pages'], fixedIds: ['pages'], build: pagesSeed };
