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

/** An RSS 2.0 `<item>` of the given elements, one a line, indented as the channel's children. */
export function rssItem(elements: readonly string[]): string {
  return ['<item>', ...elements, '</item>'].join('\n      ');
}

/** What an RSS 2.0 feed's channel says of itself, and its items (each from `rssItem`). */
export interface RssChannel {
  title: string;
  /** The page the feed follows. */
  link: string;
  description: string;
  /** The feed's own address (atom:link rel="self"). */
  feedUrl: string;
  /** When the feed was built. */
  now: Date;
  items: readonly string[];
  /** More namespaces the items use, as attributes of `<rss>` (` xmlns:dc="…"`). */
  namespaces?: string;
}

/** A whole RSS 2.0 feed in British English: the same channel head for every feed of the site. */
export function rssDocument(channel: RssChannel): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"${channel.namespaces ?? ''}>`,
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description)}`,
    `    <atom:link href="${xml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    ${element('language', 'en-gb')}`,
    `    ${element('lastBuildDate', channel.now.toUTCString())}`,
    ...channel.items.map((item) => `    ${item}`),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
