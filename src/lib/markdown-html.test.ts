import { describe, expect, it } from 'vitest';
import {
  htmlShape,
  MARKDOWN_LIMITS,
  markdownMarkCount,
  markdownNestingDepth,
  markdownProblem,
  plainParagraphsHtml,
  renderSafeMarkdown,
} from './markdown-html.mjs';

const identity = (html: string) => html;

describe('markdownNestingDepth', () => {
  it('counts quote and list markers at the start of a line, with or without spaces', () => {
    expect(markdownNestingDepth('Plain text\n\nMore')).toBe(0);
    expect(markdownNestingDepth('>>> deep')).toBe(3);
    expect(markdownNestingDepth('> > > deep')).toBe(3);
    expect(markdownNestingDepth('- * + 1. 2) item')).toBe(5);
    expect(markdownNestingDepth(`${'>'.repeat(3_000)} x`)).toBe(3_000);
  });

  it('counts indentation as nesting, two spaces (or half a tab) a level', () => {
    expect(markdownNestingDepth('- a\n  - b\n    - c')).toBe(3);
    expect(markdownNestingDepth('- a\n\t\t- b')).toBe(5);
  });

  it('skips code in a top-level fence, but not lines after a fence marked does not read as one', () => {
    expect(markdownNestingDepth(`\`\`\`\n${'  '.repeat(50)}code\n\`\`\`\n- a`)).toBe(1);
    // Indented four spaces, this is code text, not a fence: the quotes after it nest.
    expect(markdownNestingDepth(`    \`\`\`\n${'>'.repeat(40)} x`)).toBe(40);
    // A fence inside a quote is counted through.
    expect(markdownNestingDepth(`> \`\`\`\n${'>'.repeat(40)} x`)).toBe(40);
  });

  it('does not count emphasis or a thematic break written with stars as lists', () => {
    expect(markdownNestingDepth('*a* and **b**\n\n***')).toBe(0);
  });
});

describe('htmlShape', () => {
  it('counts elements, pictures and how deeply they nest, void and self-closed ones opening no level', () => {
    expect(htmlShape('<div><p>a<br><img src="/a.png"><span/></p></div><p>b</p>')).toEqual({
      depth: 2,
      elements: 6,
      pictures: 1,
    });
    expect(htmlShape('<div>'.repeat(3_000)).depth).toBe(3_000);
    // A `<` with no `>` after it is text, and does not slow the scan down.
    expect(htmlShape(`${'<a '.repeat(30_000)}`).elements).toBe(0);
  });
});

describe('plainParagraphsHtml', () => {
  it('escapes the text and keeps its paragraphs and line breaks', () => {
    expect(plainParagraphsHtml('> <b>a</b> & "b"\nnext\n\n\n  second  ')).toBe(
      '<p>&gt; &lt;b&gt;a&lt;/b&gt; &amp; &quot;b&quot;<br>next</p><p>second</p>',
    );
    expect(plainParagraphsHtml(' \n ')).toBe('');
  });
});

describe('markdownProblem', () => {
  it('lets ordinary Markdown through', () => {
    expect(markdownProblem('## Fair\n\n> Quote\n\n- a\n  - b\n\n[Link](https://example.org) **bold**')).toBeUndefined();
  });

  it('names too deep nesting, too many lines and too much syntax', () => {
    expect(markdownProblem(`${'>'.repeat(MARKDOWN_LIMITS.nesting + 1)} x`)).toBe(
      `quotes or lists nest ${MARKDOWN_LIMITS.nesting + 1} levels deep (at most ${MARKDOWN_LIMITS.nesting} are formatted)`,
    );
    expect(markdownProblem('a\n'.repeat(MARKDOWN_LIMITS.lines))).toMatch(/^it has 3,001 lines/);
    expect(markdownProblem('*'.repeat(MARKDOWN_LIMITS.marks + 1))).toBe(
      'it has more than 10,000 formatting marks, links and addresses',
    );
  });

  it('counts marks no further than needed', () => {
    expect(markdownMarkCount('*a* [b](https://c) www.d e@f', Infinity)).toBe(7);
    expect(markdownMarkCount('*'.repeat(100), 10)).toBe(11);
  });
});

describe('renderSafeMarkdown', () => {
  it('formats ordinary Markdown with the given sanitiser', () => {
    expect(renderSafeMarkdown('**a**', (html) => html.replace('strong', 'b'))).toEqual({
      html: '<p><b>a</strong></p>\n',
      problem: undefined,
    });
  });

  it('shows 3,000 nested quotes as a plain paragraph, saying why', () => {
    const { html, problem } = renderSafeMarkdown(`${'>'.repeat(3_000)} deep`, identity);
    expect(html).toBe(`<p>${'&gt;'.repeat(3_000)} deep</p>`);
    expect(problem).toBe('quotes or lists nest 3,000 levels deep (at most 16 are formatted)');
  });

  it('shows 3,000 nested divs as plain text', () => {
    const { html, problem } = renderSafeMarkdown('<div>'.repeat(3_000), identity);
    expect(html).toBe(`<p>${'&lt;div&gt;'.repeat(3_000)}</p>`);
    expect(problem).toBe('its HTML nests 3,000 elements deep (at most 64 are formatted)');
  });

  it('shows a body whose rendering fails as plain paragraphs, never an error', () => {
    const { html, problem } = renderSafeMarkdown('*a*\n\nb', () => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    expect(html).toBe('<p>*a*</p><p>b</p>');
    expect(problem).toBe('it could not be formatted (Maximum call stack size exceeded)');
  });
});
