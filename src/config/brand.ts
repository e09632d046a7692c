/**
 * The organisation's name as shown across the product (docs/specification.md: "the brand"). One constant, read
 * everywhere.
 */
export const BRAND = 'Thornbury Community Hub';

/** A short line that says what the organisation is, used in the home hero and meta descriptions. */
export const BRAND_TAGLINE = 'Events, clubs, local businesses and good neighbours in and around Thornbury.';

/** Where people can write to the organisation. Shown on the contact and policy pages. */
export const BRAND_CONTACT = {
  email: 'hello@thornbury-hub.org.uk',
  postalAddress: 'Thornbury Community Hub, The Old Library, 12 High Street, Thornbury, BS35 2AQ',
  dataProtectionEmail: 'privacy@thornbury-hub.org.uk',
} as const;
