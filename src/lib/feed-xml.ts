/** Text and elements for the site's XML feeds (events, news): escaped, one line, XML 1.0 characters only. */
import { oneLine } from '@/lib/text-lines';

/** Characters XML 1.0 does not allow at all, even escaped (control characters, lone surrogates). */
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- these control characters are what it removes.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text safe inside an element or a quoted attribute. Every field of the feed is one line, so line breaks
 * and other control characters from documents saved before the input checks become spaces or go.
 */
export function xml(text: string): string {
  return oneLine(text)
    .replace(INVALID_XML, '')
    .replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

/** `<name attributes>text</name>`, the text escaped. */
export function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${xml(text)}</${name}>`;
}
