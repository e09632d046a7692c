/**
 * What the Markdown editor's toolbar does to the text: pure, so it is tested without a DOM. Each action
 * takes the text and the selection and gives back the new text and what to select next (the words
 * to type over, such as a link's address), so a button never leaves the writer guessing.
 */

export type MarkdownAction = 'heading' | 'bold' | 'italic' | 'link' | 'list' | 'quote' | 'image';

export interface MarkdownEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The toolbar's buttons, in order: the action, its accessible name and its visible label. */
export const MARKDOWN_TOOLS: readonly { action: MarkdownAction; label: string; short: string }[] = [
  { action: 'heading', label: 'Heading', short: 'H' },
  { action: 'bold', label: 'Bold', short: 'B' },
  { action: 'italic', label: 'Italic', short: 'I' },
  { action: 'link', label: 'Link', short: 'Link' },
  { action: 'list', label: 'Bulleted list', short: 'List' },
  { action: 'quote', label: 'Quote', short: 'Quote' },
  { action: 'image', label: 'Picture', short: 'Picture' },
];

const PLACEHOLDER: Record<'bold' | 'italic' | 'link' | 'image', string> = {
  bold: 'bold text',
  italic: 'italic text',
  link: 'link text',
  image: 'describe the picture',
};

const ADDRESS = 'https://';

/** Wraps the selection (or a placeholder, selected) in `before`…`after`. */
function wrap(edit: MarkdownEdit, before: string, after: string, placeholder: string): MarkdownEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const selected = text.slice(start, end) || placeholder;
  const next = `${text.slice(0, start)}${before}${selected}${after}${text.slice(end)}`;
  return { text: next, selectionStart: start + before.length, selectionEnd: start + before.length + selected.length };
}

/** `[words](https://)`, or `![description](https://)`: the address is selected when there are words, else the words. */
function linkLike(edit: MarkdownEdit, image: boolean): MarkdownEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const words = text.slice(start, end);
  const label = words || PLACEHOLDER[image ? 'image' : 'link'];
  const opening = image ? '![' : '[';
  const inserted = `${opening}${label}](${ADDRESS})`;
  const next = `${text.slice(0, start)}${inserted}${text.slice(end)}`;
  if (words) {
    const addressStart = start + opening.length + label.length + 2;
    return { text: next, selectionStart: addressStart, selectionEnd: addressStart + ADDRESS.length };
  }
  return { text: next, selectionStart: start + opening.length, selectionEnd: start + opening.length + label.length };
}

/** Adds `prefix` to every line the selection touches, or takes it off when every line has it already. */
function prefixLines(edit: MarkdownEdit, prefix: string, pattern: RegExp): MarkdownEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const remove = lines.every((line) => pattern.test(line));
  const changed = lines.map((line) => (remove ? line.replace(pattern, '') : `${prefix}${line}`)).join('\n');
  return {
    text: `${text.slice(0, lineStart)}${changed}${text.slice(lineEnd)}`,
    selectionStart: lineStart,
    selectionEnd: lineStart + changed.length,
  };
}

export function applyMarkdown(action: MarkdownAction, edit: MarkdownEdit): MarkdownEdit {
  switch (action) {
    case 'bold':
      return wrap(edit, '**', '**', PLACEHOLDER.bold);
    case 'italic':
      return wrap(edit, '*', '*', PLACEHOLDER.italic);
    case 'link':
      return linkLike(edit, false);
    case 'image':
      return linkLike(edit, true);
    case 'heading':
      return prefixLines(edit, '## ', /^#{1,6} /);
    case 'list':
      return prefixLines(edit, '- ', /^[-*] /);
    case 'quote':
      return prefixLines(edit, '> ', /^> ?/);
  }
}
