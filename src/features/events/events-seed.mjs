/**
 * The seed data of the events feature: events (recurring series, then one-offs over the next four months,
 * the later ones in later-events-seed.mjs) and workshops (workshops-seed.mjs). Organisers point at the
 * seeded clubs, organisations and committees.
 */

import { addMinutes, paragraphs, ref, TIME_ZONE, VENUES } from '../../collections/seed/seed-context.mjs';
import { laterEvents } from './later-events-seed.mjs';
import { workshopsSeed } from './workshops-seed.mjs';

/**
 * The demo events and workshops, dated from `now`.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 * @param {Record<string, { id: string, data: { title: string } }[]>} seeded the organisations,
 *   committees and clubs seeded before
 */
export function eventsSeed(context, { organisations, committees, clubs }) {
  const { base, inDays, inMonth, nextWeekday, nextFirstWeekdayOfMonth, sameTimeDaysLater } = context;
  const club = (slug) => ref('clubs', clubs, slug);
  const org = (slug) => ref('organisations', organisations, slug);
  const committee = (slug) => ref('committees', committees, slug);

  const free = { free: true, amountPence: 0, currency: 'GBP' };
  const pence = (amountPence) => ({ free: false, amountPence, currency: 'GBP' });

  const event = ({
    title,
    summary,
    body,
    tags,
    startsAt,
    durationMinutes = 120,
    allDay = false,
    recurrence = null,
    venue = null,
    onlineUrl = null,
    organiser = null,
    price = free,
    capacity = null,
    bookingUrl = null,
    category,
    accessibility = 'Step-free access and an accessible toilet. Please ask if you need anything else.',
    cancelled = false,
    status = 'published',
    publishAt = null,
  }) => ({
    ...base({ title, summary, body, tags, status, publishAt, age: [45, 12] }),
    startsAt,
    endsAt: allDay ? null : addMinutes(startsAt, durationMinutes),
    allDay,
    timeZone: TIME_ZONE,
    recurrence,
    venue,
    onlineUrl,
    organiser,
    price,
    capacity,
    bookingUrl,
    category,
    accessibility,
    cancelled,
  });

  const choirStart = nextWeekday(2, 19, 30);
  const runStart = nextWeekday(4, 18, 30);
  const repairStart = nextFirstWeekdayOfMonth(6, 10);
  const walkingFootballStart = nextWeekday(1, 10);
  const chessStart = nextWeekday(4, 19);

  const eventList = [
    // Recurring series (start at their next occurrence).
    event({
      title: 'Community Choir rehearsal',
      summary:
        'Weekly rehearsal of the Community Choir. No auditions: newcomers are welcome to try two sessions before joining.',
      body: paragraphs(
        'Warm-ups, tea at half-time and this term’s songs. Parts are taught by ear and recordings are shared afterwards.',
        'There is **no rehearsal** on the third week while the hall is being used for the craft fair.',
      ),
      tags: ['music', 'singing', 'choir'],
      startsAt: choirStart,
      durationMinutes: 90,
      recurrence: { rrule: 'FREQ=WEEKLY;BYDAY=TU', exceptions: [sameTimeDaysLater(choirStart, 14)] },
      venue: VENUES.armstrongHall,
      organiser: club('thornbury-community-choir'),
      price: pence(400),
      category: 'Music',
    }),
    event({
      title: 'Running Club Thursday run',
      summary:
        'Group runs of 5–8 km at three paces from the Leisure Centre, with a run leader at the front and back of every group.',
      body: paragraphs('Meet in the Leisure Centre foyer at 6.20pm. Wear something bright or reflective after dark.'),
      tags: ['running', 'sport', 'fitness'],
      startsAt: runStart,
      durationMinutes: 75,
      recurrence: { rrule: 'FREQ=WEEKLY;BYDAY=TH', exceptions: [] },
      venue: VENUES.leisureCentre,
      organiser: club('thornbury-running-club'),
      category: 'Sport',
      accessibility: 'Routes are on pavements and lit paths; the slowest group run-walks.',
    }),
    event({
      title: 'Repair Café',
      summary:
        'Bring your broken things and mend them with our volunteer fixers: electricals, clothes, bikes, furniture and more.',
      body: paragraphs(
        'Arrive by 12.30 to be sure of a fixer. Tea and cake from the Food Larder volunteers.',
        'We cannot repair microwaves or anything gas-powered.',
      ),
      tags: ['repair', 'environment', 'volunteering'],
      startsAt: repairStart,
      durationMinutes: 180,
      recurrence: { rrule: 'FREQ=MONTHLY;BYDAY=1SA', exceptions: [] },
      venue: VENUES.stMarysHall,
      organiser: club('thornbury-repair-cafe'),
      category: 'Community',
    }),
    event({
      title: 'Walking Football',
      summary: 'Football at a walking pace for over-50s. Friendly, mixed and no experience needed. £3 on the day.',
      body: paragraphs(
        'Trainers, layers and a water bottle. Sessions move indoors to the Leisure Centre in the winter months.',
      ),
      tags: ['football', 'sport', 'over-50s'],
      startsAt: walkingFootballStart,
      durationMinutes: 60,
      recurrence: { rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=16', exceptions: [] },
      venue: VENUES.mundy,
      organiser: club('walking-football'),
      price: pence(300),
      category: 'Sport',
    }),
    event({
      title: 'Chess Club night',
      summary:
        'Casual games and junior coaching at the library. Boards and clocks provided; beginners especially welcome.',
      body: paragraphs('Juniors from 7pm, adults from 7.30pm. Bring a friend and a flask.'),
      tags: ['chess', 'games'],
      startsAt: chessStart,
      durationMinutes: 150,
      recurrence: { rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TH', exceptions: [] },
      venue: VENUES.library,
      organiser: club('thornbury-chess-club'),
      price: pence(200),
      category: 'Games',
    }),

    // The next few days.
    event({
      title: 'Heritage Society talk: Thornbury’s market charter',
      summary: 'An illustrated talk on how Thornbury got its market in 1252 and what the town looked like when it did.',
      body: paragraphs(
        'Our chair takes us from the charter to the Victorian cattle market. Questions and tea afterwards.',
      ),
      tags: ['history', 'talks'],
      startsAt: inDays(3, 19, 30),
      durationMinutes: 90,
      venue: VENUES.townHall,
      onlineUrl: 'https://meet.example/thornbury-heritage-talk',
      organiser: org('thornbury-heritage-society'),
      price: pence(300),
      capacity: 80,
      category: 'Talks',
    }),
    event({
      title: 'Litter pick on Mundy Playing Fields',
      summary:
        'An hour of litter picking with the Friends of Mundy. Grabbers, bags and gloves provided; children welcome with an adult.',
      body: paragraphs('Meet by the pavilion. Biscuits afterwards.'),
      tags: ['green-spaces', 'volunteering'],
      startsAt: inDays(5, 10),
      durationMinutes: 60,
      venue: VENUES.mundy,
      organiser: org('friends-of-mundy-playing-fields'),
      category: 'Environment',
      accessibility: 'Grass and gravel paths; some uneven ground.',
    }),
    event({
      title: 'Food Larder volunteers’ open evening',
      summary: 'Find out how the Food Larder works, meet the team and see whether volunteering with us might suit you.',
      body: paragraphs('No commitment: come for a cuppa and a chat.'),
      tags: ['food', 'volunteering'],
      startsAt: inDays(9, 18),
      durationMinutes: 90,
      venue: VENUES.stMarysHall,
      organiser: org('thornbury-food-larder'),
      category: 'Community',
    }),

    // Next month.
    event({
      title: 'Seed and plant swap',
      summary:
        'Bring spare seeds, take home something new. Expert growers on hand with advice for your plot or windowsill.',
      body: paragraphs('Envelopes and labels provided. Plants welcome too.'),
      tags: ['gardening', 'seeds'],
      startsAt: inMonth(1, 4, 10),
      durationMinutes: 180,
      venue: VENUES.stMarysHall,
      organiser: club('thornbury-gardening-club'),
      category: 'Gardening',
    }),
    event({
      title: 'Camera Club exhibition opening',
      summary: 'Opening evening of the Camera Club’s annual exhibition: a hundred prints of Thornbury and beyond.',
      body: paragraphs('The exhibition then runs for two weeks in the Town Hall foyer during opening hours.'),
      tags: ['photography', 'exhibition'],
      startsAt: inMonth(1, 7, 18, 30),
      durationMinutes: 150,
      venue: VENUES.townHall,
      organiser: club('thornbury-camera-club'),
      category: 'Arts',
    }),
    event({
      title: 'Quiz night in aid of the Food Larder',
      summary: 'Teams of up to six, a ploughman’s supper and a raffle. All proceeds go to the Thornbury Food Larder.',
      body: paragraphs('Book a table by email or turn up and we will find you a team.'),
      tags: ['quiz', 'fundraising', 'food'],
      startsAt: inMonth(1, 12, 19),
      durationMinutes: 180,
      venue: VENUES.armstrongHall,
      organiser: org('thornbury-food-larder'),
      price: pence(1000),
      capacity: 120,
      bookingUrl: 'https://tickets.example/thornbury-quiz',
      category: 'Fundraising',
    }),
    event({
      title: 'Town Council open meeting',
      summary: 'The full council meets in public. Residents may speak for up to three minutes in the public session.',
      body: paragraphs('The agenda is published a week ahead on the council’s website.'),
      tags: ['council', 'democracy'],
      startsAt: inMonth(1, 15, 19),
      durationMinutes: 120,
      venue: VENUES.townHall,
      organiser: org('thornbury-town-council'),
      category: 'Civic',
    }),
    event({
      title: 'Thornbury Makers’ Market',
      summary:
        'Twenty local makers on the High Street: pottery, prints, woodwork, preserves and knitwear, with street food and music.',
      body: paragraphs('Stalls from 9am to 3pm along the High Street and Castle Court.'),
      tags: ['market', 'makers', 'shop-local'],
      startsAt: inMonth(1, 20, 0),
      allDay: true,
      venue: VENUES.thePlain,
      organiser: org('thornbury-business-network'),
      category: 'Market',
      accessibility: 'Pavement stalls; the High Street is closed to traffic for the day.',
    }),
    event({
      title: 'Bowls Club open afternoon',
      summary:
        'Try bowls on the flat green with coaches on hand. Woods and flat shoes lent; tea and cake in the clubhouse.',
      body: paragraphs('Families welcome. Come in flat-soled shoes if you have them.'),
      tags: ['bowls', 'sport', 'open-day'],
      startsAt: inMonth(1, 23, 14),
      durationMinutes: 180,
      venue: VENUES.bowlsGreen,
      organiser: club('thornbury-bowls-club'),
      category: 'Sport',
      cancelled: true,
    }),

    ...laterEvents(context, { event, pence, club, org, committee }),
  ];
  const events = eventList.map((data) => ({ id: data.slug, data }));
  const workshops = workshopsSeed(context, { event, free, pence, club });

  return { events, workshops };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = {
  writes: ['events', 'workshops'],
  needs: ['organisations', 'committees', 'clubs'],
  build: eventsSeed,
};
