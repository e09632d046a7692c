/**
 * The editor's date and time fields: the organiser's wall-clock time, whatever the device's zone. The
 * arithmetic is in london-time.ts (one place for time zones); these names stay for the editor's imports.
 */
export { DEFAULT_TIME_ZONE, fromDateTimeInput, toDateTimeInput, zoneOffsetMs } from './london-time';
