/**
 * Markdown to safe HTML, for every path that renders it: the build's shipped texts
 * (scripts/markdown-html-plugin.mjs), the prerender and the browser (src/components/markdown.tsx). Plain
 * JavaScript with a .d.mts beside it, so Node scripts import it without a build step.
 *
 * A body is content: it must never take a page or the build down (issue 25). `marked`, the HTML parser
 * and DOMPurify all recurse once per level of nesting, so 3,000 `>` or `<div>`s overflow the stack, and
 * a 100 KB body of nothing but syntax took them seconds. So the body is measured first, with linear
 * scans (the Markdown before `marked` parses it, the HTML before it is parsed into a DOM); a body beyond
 * MARKDOWN_LIMITS, or one that still fails, is shown as plain paragraphs of escaped text, so nothing
 * written is hidden.
 */
import { marked } from 'marked';

/**
 * What a body may hold and still be formatted (docs/decisions/0015-hostile-input-limits.md). Far above
 * what anyone writes by hand (a 100 KB article has about 1,500 lines and 3,000 marks); what is beyond
 * them costs `marked` and DOMPurify tens or hundreds of milliseconds, or their stack.
 */
export const MARKDOWN_LIMITS = Object.freeze({
  /** Quotes and lists inside each other, counted per line. */
  nesting: 16,
  lines: 3_000,
  /** Characters that start Markdown or HTML syntax (`*`, `[`, `<`, `|`…), and web and email addresses. */
  marks: 10_000,
  /** Elements inside each other in the HTML `marked` makes, raw HTML included (a list level is two). */
  htmlNesting: 64,
  /** Elements in the HTML `marked` makes. */
  elements: 4_000,
  /** Pictures among them: the sanitiser checks each one's address and makes one from elsewhere a link. */
  pictures: 500,
});

const ORDERED_MARKER = /^\d{1,9}[.)][ \t]/;
const FENCE = /^(?:`{3,}|~{3,})/;

/**
 * How deeply quotes and lists nest, at most: on each line, the `>` and list markers it starts with,
 * plus its indentation in steps of two spaces (nested lists indent rather than repeat their markers).
 * Lines inside a top-level fenced code block are not counted. It may count more than `marked` would
 * nest, never less.
 */
export function markdownNestingDepth(markdown) {
  let deepest = 0;
  let inFence = false;
  let start = 0;
  while (start <= markdown.length) {
    let end = markdown.indexOf('\n', start);
    if (end === -1) end = markdown.length;
    let position = start;
    let markers = 0;
    let indent = 0;
    for (;;) {
      while (position < end && (markdown[position] === ' ' || markdown[position] === '\t')) {
        indent += markdown[position] === '\t' ? 4 : 1;
        position += 1;
      }
      const character = markdown[position];
      if (position >= end) break;
      if (character === '>') {
        // One space after `>` belongs to the marker.
        markers += 1;
        position += markdown[position + 1] === ' ' ? 2 : 1;
      } else if (
        (character === '-' || character === '+' || character === '*') &&
        (markdown[position + 1] === ' ' || markdown[position + 1] === '\t')
      ) {
        markers += 1;
        position += 2;
      } else if (character >= '0' && character <= '9') {
        const ordered = ORDERED_MARKER.exec(markdown.slice(position, position + 12));
        if (!ordered) break;
        markers += 1;
        position += ordered[0].length;
      } else {
        break;
      }
    }
    const fence = position < end && FENCE.test(markdown.slice(position, position + 3));
    if (inFence) {
      // Any fence-like line ends it here, sooner than `marked` might end it: lines are skipped only
      // while `marked` certainly reads them as code.
      if (fence) inFence = false;
    } else {
      deepest = Math.max(deepest, markers + Math.floor(indent / 2));
      // Only a fence at the top level, as `marked` reads it; one inside a quote or list is counted through.
      if (fence && markers === 0 && indent <= 3) inFence = true;
    }
    start = end + 1;
  }
  return deepest;
}

// `[^<>]` rather than `[^>]`: a `<` with no `>` after it cannot make the scan go back over the text.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^<>]*?(\/?)>/g;
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/**
 * How deeply elements nest in `html`, at most, how many there are and how many are pictures: every start tag but a void or
 * self-closed one opens a level, every end tag closes one. An element left open counts as open to the
 * end (a parser may close some earlier), so it may count more than a DOM would nest, never less.
 */
export function htmlShape(html) {
  let depth = 0;
  let deepest = 0;
  let elements = 0;
  let pictures = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(TAG)) {
    if (!closing) elements += 1;
    if (!closing && name.toLowerCase() === 'img') pictures += 1;
    if (VOID_ELEMENTS.has(name.toLowerCase()) || selfClosing) continue;
    if (closing) {
      depth = Math.max(0, depth - 1);
    } else {
      depth += 1;
      if (depth > deepest) deepest = depth;
    }
  }
  return { depth: deepest, elements, pictures };
}

const escapeHtml = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The text as it was written, escaped: a paragraph for each run of lines between blank lines. */
export function plainParagraphsHtml(text) {
  const escaped = escapeHtml(text.replace(/\r\n?/g, '\n').trim());
  if (escaped === '') return '';
  return `<p>${escaped.replace(/\n[ \t]*\n\s*/g, '</p><p>').replace(/\n/g, '<br>')}</p>`;
}

const MARK = /[*_~[\]<>!&`|\\@]|www\.|:\/\//g;

/** How many characters of `markdown` start syntax (MARKDOWN_LIMITS.marks), counting no further than `limit` + 1. */
export function markdownMarkCount(markdown, limit = Infinity) {
  MARK.lastIndex = 0;
  let count = 0;
  while (count <= limit && MARK.exec(markdown) !== null) count += 1;
  return count;
}

const number = (value) => value.toLocaleString('en-GB');

/**
 * Why `markdown` is not formatted, checked before `marked` parses it (undefined when it may be): too
 * deeply nested, too many lines or too much syntax.
 */
export function markdownProblem(markdown) {
  let lines = 1;
  for (let index = markdown.indexOf('\n'); index !== -1; index = markdown.indexOf('\n', index + 1)) lines += 1;
  if (lines > MARKDOWN_LIMITS.lines) {
    return `it has ${number(lines)} lines (at most ${number(MARKDOWN_LIMITS.lines)} are formatted)`;
  }
  const depth = markdownNestingDepth(markdown);
  if (depth > MARKDOWN_LIMITS.nesting) {
    return `quotes or lists nest ${number(depth)} levels deep (at most ${MARKDOWN_LIMITS.nesting} are formatted)`;
  }
  const marks = markdownMarkCount(markdown, MARKDOWN_LIMITS.marks);
  if (marks > MARKDOWN_LIMITS.marks) {
    return `it has more than ${number(MARKDOWN_LIMITS.marks)} formatting marks, links and addresses`;
  }
  return undefined;
}

/** Why the HTML `marked` made is not used, checked before it is parsed into a DOM (undefined when it may be). */
export function htmlProblem(html) {
  const { depth, elements, pictures } = htmlShape(html);
  if (depth > MARKDOWN_LIMITS.htmlNesting) {
    return `its HTML nests ${number(depth)} elements deep (at most ${MARKDOWN_LIMITS.htmlNesting} are formatted)`;
  }
  if (elements > MARKDOWN_LIMITS.elements) {
    return `it makes ${number(elements)} HTML elements (at most ${number(MARKDOWN_LIMITS.elements)} are formatted)`;
  }
  if (pictures > MARKDOWN_LIMITS.pictures) {
    return `it has ${number(pictures)} pictures (at most ${MARKDOWN_LIMITS.pictures} are shown)`;
  }
  return undefined;
}

/**
 * `markdown` as safe HTML (`sanitize`: src/lib/html-sanitizer.mjs). `problem` is set when the body is
 * shown as plain paragraphs instead, and says why, for the build's log and the editor's preview.
 */
export function renderSafeMarkdown(markdown, sanitize) {
  const before = markdownProblem(markdown);
  if (before) return { html: plainParagraphsHtml(markdown), problem: before };
  try {
    const html = marked.parse(markdown, { async: false, gfm: true });
    const after = htmlProblem(html);
    if (after) return { html: plainParagraphsHtml(markdown), problem: after };
    return { html: sanitize(html), problem: undefined };
  } catch (error) {
    return {
      html: plainParagraphsHtml(markdown),
      problem: `it could not be formatted (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    };
  }
}
