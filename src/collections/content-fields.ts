import type { FieldDefinition } from './define-collection';

/** What most types say under the summary box. */
const SUMMARY_DESCRIPTION = 'One or two sentences for lists and sharing.';

/**
 * Editor fields for the content every type shares (the base fields' title, summary, picture, text and tags,
 * and a category): the same kind and label everywhere, so a type names only its section and what differs,
 * as `contentField.summary('About')`.
 */
export const contentField = {
  /** The title, on one line: also what the web address name is made from until someone edits it. */
  title<Item extends { title: string }>(section: string, label = 'Title'): FieldDefinition<Item> {
    return { name: 'title', section, label, kind: 'text' };
  },

  /** The summary: a short plain text for lists, search results and links shared elsewhere. */
  summary<Item extends { summary: string }>(
    section: string,
    { label = 'Summary', description = SUMMARY_DESCRIPTION }: { label?: string; description?: string } = {},
  ): FieldDefinition<Item> {
    return { name: 'summary', section, label, kind: 'textarea', description };
  },

  /** The item's main picture (the base field `image`): shown on its card and page, and in links shared elsewhere. */
  picture<Item extends { image: unknown }>(section: string, label = 'Picture'): FieldDefinition<Item> {
    return { name: 'image', section, label, kind: 'image' };
  },

  /** The item's text (the base field `body`), written in Markdown. */
  body<Item extends { body: string }>(section: string, label = 'Full description'): FieldDefinition<Item> {
    return { name: 'body', section, label, kind: 'markdown' };
  },

  /** The tags, typed as one comma-separated line. */
  tags<Item extends { tags: readonly string[] }>(section: string): FieldDefinition<Item> {
    return { name: 'tags', section, label: 'Tags', kind: 'tags' };
  },

  /** A category: one already in use for this type, or a new one; `description` gives examples for the type. */
  category<Item extends { category: string }>(section: string, description?: string): FieldDefinition<Item> {
    return description === undefined
      ? { name: 'category', section, label: 'Category', kind: 'category' }
      : { name: 'category', section, label: 'Category', kind: 'category', description };
  },
};
