import { JSDOM } from 'jsdom';
import { expect } from 'vitest';

/**
 * For tests only (nothing in the app imports this file): reading the XML the build writes (sitemaps, RSS).
 * jsdom's parser rather than a DOM test environment, because the code that writes the files runs in plain Node.
 */
const { DOMParser: XmlParser } = new JSDOM('').window;

/** The document, after checking that it is well-formed XML. */
export function parseXml(text: string): Document {
  const doc = new XmlParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** The text of every element named `tag`, in document order. */
export const texts = (doc: Document, tag: string) =>
  Array.from(doc.getElementsByTagName(tag)).map((element) => element.textContent ?? '');
