/**
 * Debian's Chromium, as every script and test here launches it. Playwright cannot download its own
 * browsers on our machines. No sandbox or GPU in containers; the rest keeps Chromium's own background
 * traffic off the (closed) network and out of measurements.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
