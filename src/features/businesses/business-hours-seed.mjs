/**
 * Opening hours for the demo businesses (src/features/businesses/businesses-seed.mjs): the weekly patterns,
 * and dated exceptions worked out from today (Christmas, the next bank holiday).
 */

// England and Wales bank holidays (gov.uk); the next one from today is closed at the barbers.
const ENGLAND_BANK_HOLIDAYS = [
  ['2026-01-01', 'New Year’s Day'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-06', 'Easter Monday'],
  ['2026-05-04', 'Early May bank holiday'],
  ['2026-05-25', 'Spring bank holiday'],
  ['2026-08-31', 'Summer bank holiday'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-28', 'Boxing Day (substitute day)'],
  ['2027-01-01', 'New Year’s Day'],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Easter Monday'],
  ['2027-05-03', 'Early May bank holiday'],
  ['2027-05-31', 'Spring bank holiday'],
  ['2027-08-30', 'Summer bank holiday'],
  ['2027-12-27', 'Christmas Day (substitute day)'],
  ['2027-12-28', 'Boxing Day (substitute day)'],
  ['2028-01-03', 'New Year’s Day (substitute day)'],
  ['2028-04-14', 'Good Friday'],
  ['2028-04-17', 'Easter Monday'],
  ['2028-05-01', 'Early May bank holiday'],
  ['2028-05-29', 'Spring bank holiday'],
  ['2028-08-28', 'Summer bank holiday'],
  ['2028-12-25', 'Christmas Day'],
  ['2028-12-26', 'Boxing Day'],
];

/** The days of an opening-hours week, in the order the contract stores them. */
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * The opening-hours builders and dated exceptions of a seed made on `today`.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function businessHours({ today }) {
  // Dated exceptions (opening-hours kind): closed over Christmas, short hours on Christmas Eve.
  const christmasYear = today.month === 12 && today.day > 26 ? today.year + 1 : today.year;
  const bankHolidays = [
    { date: `${christmasYear}-12-24`, ranges: [{ opens: '09:00', closes: '13:00' }], note: 'Christmas Eve' },
    { date: `${christmasYear}-12-25`, ranges: [], note: 'Christmas Day' },
    { date: `${christmasYear}-12-26`, ranges: [], note: 'Boxing Day' },
    { date: `${christmasYear + 1}-01-01`, ranges: [], note: 'New Year’s Day' },
  ];
  const todayKey = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  // After the table runs out, a fixed date keeps the seed valid (the first Monday of May is close enough).
  const [nextBankHoliday, nextBankHolidayName] = ENGLAND_BANK_HOLIDAYS.find(([date]) => date >= todayKey) ?? [
    `${today.year + 1}-05-03`,
    'Early May bank holiday',
  ];

  /**
   * The same hours every weekday and Saturday, closed on Sundays, with the Christmas and New Year
   * exceptions; `days` changes some days (`['09:00', '19:00']`, or null: closed), as the app's
   * weeklyHours (src/collections/fields/opening-hours.ts) does.
   */
  const weekdayHours = (opens, closes, days = {}, exceptions = bankHolidays) => {
    const week = { sat: [opens, closes], sun: null, ...days };
    const ranges = WEEK.map((name) => {
      const hours = name in week ? week[name] : [opens, closes];
      return [name, hours ? [{ opens: hours[0], closes: hours[1] }] : []];
    });
    return { ...Object.fromEntries(ranges), exceptions };
  };

  // Thursday to Saturday evenings only, past midnight on Friday and Saturday.
  const weeklyBarHours = () => ({
    mon: [],
    tue: [],
    wed: [],
    thu: [{ opens: '17:00', closes: '23:00' }],
    fri: [{ opens: '16:00', closes: '00:30' }],
    sat: [{ opens: '12:00', closes: '00:30' }],
    sun: [],
    exceptions: [],
  });

  return { christmasYear, nextBankHoliday, nextBankHolidayName, weekdayHours, weeklyBarHours };
}
