import { describe, expect, it } from 'vitest';
import { applyMarkdown, MARKDOWN_TOOLS, type MarkdownEdit } from './markdown-toolbar';

/** `text` with the selection marked by `[` and `]` (or a caret `|`). */
function at(marked: string): MarkdownEdit {
  const caret = marked.indexOf('|');
  if (caret !== -1) return { text: marked.replace('|', ''), selectionStart: caret, selectionEnd: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), selectionStart: start, selectionEnd: end };
}

const selected = (edit: MarkdownEdit) => edit.text.slice(edit.selectionStart, edit.selectionEnd);

describe('the Markdown toolbar', () => {
  it('has the seven tools the issue names, each with a name', () => {
    expect(MARKDOWN_TOOLS.map((tool) => tool.action)).toEqual([
      'heading',
      'bold',
      'italic',
      'link',
      'list',
      'quote',
      'image',
    ]);
  });

  it('wraps the selection in bold or italic, keeping it selected', () => {
    const bold = applyMarkdown('bold', at('Come to the [fair] on Saturday'));
    expect(bold.text).toBe('Come to the **fair** on Saturday');
    expect(selected(bold)).toBe('fair');
    expect(applyMarkdown('italic', at('a [word] here')).text).toBe('a *word* here');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    const bold = applyMarkdown('bold', at('Hello |'));
    expect(bold.text).toBe('Hello **bold text**');
    expect(selected(bold)).toBe('bold text');
  });

  it('makes a link of the selected words and selects the address to type over', () => {
    const link = applyMarkdown('link', at('See [the council site] for more'));
    expect(link.text).toBe('See [the council site](https://) for more');
    expect(selected(link)).toBe('https://');
  });

  it('inserts a picture with its description selected', () => {
    const image = applyMarkdown('image', at('Text\n|'));
    expect(image.text).toBe('Text\n![describe the picture](https://)');
    expect(selected(image)).toBe('describe the picture');
  });

  it('turns every selected line into a list item, a quote or a heading, and back', () => {
    const list = applyMarkdown('list', at('[Eggs\nFlour]\nAfter'));
    expect(list.text).toBe('- Eggs\n- Flour\nAfter');
    expect(applyMarkdown('list', list).text).toBe('Eggs\nFlour\nAfter');
    expect(applyMarkdown('quote', at('Intro\nA wise |saying')).text).toBe('Intro\n> A wise saying');
    const heading = applyMarkdown('heading', at('Wh|at is on'));
    expect(heading.text).toBe('## What is on');
    expect(applyMarkdown('heading', heading).text).toBe('What is on');
  });
});
