import { singleLineString } from '@/lib/plain-text';
import { isSafeUrl } from '@/lib/safe-url';

// Only web links: `javascript:` and `data:` addresses also parse as URLs, and these become links on the page.
export const WEB_ADDRESS_MESSAGE = 'Please give a full web address, starting with https://.';

/** A web address (http or https, ≤ 2,048 characters, as firestore.rules has it). */
export const webAddress = () =>
  singleLineString({ error: WEB_ADDRESS_MESSAGE })
    .trim()
    .max(2048, 'Please keep the web address under 2,048 characters.')
    .url({ protocol: /^https?$/, error: WEB_ADDRESS_MESSAGE, abort: true })
    // The shared policy too (no spaces or control characters inside, a real host), as firestore.rules has it.
    .refine((value) => /^https?:/i.test(value) && isSafeUrl(value), WEB_ADDRESS_MESSAGE);

export const optionalWebAddress = () => webAddress().nullable();
