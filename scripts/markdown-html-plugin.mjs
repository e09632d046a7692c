/**
 * `import html from './text.md?html'`: Markdown that ships with the app becomes sanitised HTML at
 * build time, with its `{{tokens}}` filled in, so its pages need no Markdown parser or sanitiser at
 * run time and render the same in the browser as in the prerendered page.
 */
import { readFile } from 'node:fs/promises';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from '../src/lib/html-sanitizer.mjs';
import { renderSafeMarkdown } from '../src/lib/markdown-html.mjs';

const SUFFIX = '.md?html';
// jsdom, not happy-dom: DOMPurify is tested against jsdom, and happy-dom let inline handlers through.
// The configuration is the app's own (src/lib/html-sanitizer.mjs), as for editors' Markdown.
const sanitize = createHtmlSanitizer(createDOMPurify, new JSDOM('').window);

/** Replaces `{{name}}` with its value; an unknown token is an error, so a typo never ships. */
export function fillTokens(text, tokens) {
  return text.replace(/\{\{(\w+)\}\}/g, (_whole, name) => {
    if (!(name in tokens)) throw new Error(`Unknown token {{${name}}} in shipped text.`);
    return tokens[name];
  });
}

/**
 * Shipped Markdown as safe HTML. Text too deeply nested to render, or that fails to, is logged and kept
 * as plain paragraphs (src/lib/markdown-html.mjs): the build carries on.
 */
export function markdownToSafeHtml(markdown, tokens = {}, { name = 'A shipped text', log = console.warn } = {}) {
  const { html, problem } = renderSafeMarkdown(fillTokens(markdown, tokens), sanitize);
  if (problem) log(`${name} is shown as plain paragraphs: ${problem}.`);
  return html;
}

export function markdownHtmlPlugin({ tokens = {} } = {}) {
  return {
    name: 'community-hub:markdown-html',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -'?html'.length);
      this.addWatchFile(file);
      const html = markdownToSafeHtml(await readFile(file, 'utf8'), tokens, {
        name: file,
        log: (message) => this.warn(message),
      });
      return `export default ${JSON.stringify(html)};`;
    },
  };
}
