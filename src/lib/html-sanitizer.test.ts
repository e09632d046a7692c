// @vitest-environment jsdom
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import {
  createHtmlSanitizer,
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_TAGS,
  isSafeContentAddress,
  isSitePictureAddress,
} from './html-sanitizer.mjs';
import { findUnsafeParts, XSS_VECTORS } from './xss-vectors';

// The build's set-up (scripts/markdown-html-plugin.mjs): its own jsdom window.
const sanitize = createHtmlSanitizer(createDOMPurify, new JSDOM('').window);
const markdownToHtml = (markdown: string) => sanitize(marked.parse(markdown, { async: false, gfm: true }));

/** The problems in `html` once parsed, and again after one more round trip through the parser (mXSS). */
function problemsIn(html: string): string[] {
  const first = document.createElement('div');
  first.innerHTML = html;
  const second = document.createElement('div');
  second.innerHTML = first.innerHTML;
  return [...findUnsafeParts(first), ...findUnsafeParts(second)];
}

describe('the sanitiser configuration against the XSS corpus', () => {
  it('has at least 100 vectors, each named once', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(XSS_VECTORS.map((vector) => vector.name)).size).toBe(XSS_VECTORS.length);
  });

  it.each(XSS_VECTORS.map((vector) => [vector.name, vector.markdown]))('%s: safe as Markdown', (_name, markdown) => {
    const html = markdownToHtml(markdown);
    expect(problemsIn(html)).toEqual([]);
    // Stable: sanitising the result again changes nothing, so no parser round trip can make it unsafe.
    expect(sanitize(html)).toBe(html);
  });

  it.each(XSS_VECTORS.map((vector) => [vector.name, vector.markdown]))('%s: safe as raw HTML', (_name, markdown) => {
    const html = sanitize(markdown);
    expect(problemsIn(html)).toEqual([]);
    expect(sanitize(html)).toBe(html);
  });
});

describe('what the sanitiser keeps', () => {
  it('keeps ordinary Markdown: headings, lists, emphasis, tables, code with its language', () => {
    const html = markdownToHtml(
      '## Fair\n\n- cakes\n- **games**\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```js\nlet a = 1 < 2;\n```',
    );
    expect(html).toContain('<h2>Fair</h2>');
    expect(html).toContain('<strong>games</strong>');
    expect(html).toContain('<table>');
    expect(html).toContain('<code class="language-js">let a = 1 &lt; 2;\n</code>');
  });

  it('keeps links to web, mail and phone addresses and this site, and pictures from this site', () => {
    const html = markdownToHtml(
      '[a](https://example.org/x?y=1) [b](mailto:hub@example.org) [c](tel:+441454000000) [d](/events) [e](#top) [f](events/fair)\n\n![Hall](/images/hall.jpg) ![Remote](https://cdn.example/hall.jpg)',
    );
    for (const href of [
      'https://example.org/x?y=1',
      'mailto:hub@example.org',
      'tel:+441454000000',
      '/events',
      '#top',
      'events/fair',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('<img src="/images/hall.jpg" alt="Hall">');
    expect(html).toContain('<a href="https://cdn.example/hall.jpg">Remote</a>');
  });

  it('makes a picture from another host a link to it, named by its alternative text or address (issue 25)', () => {
    expect(sanitize('<p><img src="https://tracker.example/p.gif?u=1" alt=" Our stall "></p>')).toBe(
      '<p><a href="https://tracker.example/p.gif?u=1">Our stall</a></p>',
    );
    expect(sanitize('<img src="https://tracker.example/p.gif">')).toBe(
      '<a href="https://tracker.example/p.gif">https://tracker.example/p.gif</a>',
    );
    // Inside a link, its name alone: a link in a link would be split when the page parses it.
    expect(sanitize('<a href="/shop"><img src="https://tracker.example/p.gif" alt="Shop"></a>')).toBe(
      '<a href="/shop">Shop</a>',
    );
  });

  it('keeps pictures from the app’s Storage bucket, and no other bucket', () => {
    const sources = {
      siteOrigin: 'https://hub.example',
      storage: [{ origin: 'https://firebasestorage.googleapis.com', bucket: 'hub.firebasestorage.app' }],
    };
    const fromStorage =
      'https://firebasestorage.googleapis.com/v0/b/hub.firebasestorage.app/o/images%2Fa.jpg?alt=media';
    const storageSanitize = createHtmlSanitizer(createDOMPurify, new JSDOM('').window, sources);
    expect(storageSanitize(`<img src="${fromStorage}" alt="a">`)).toBe(`<img src="${fromStorage}" alt="a">`);
    expect(isSitePictureAddress('https://hub.example/images/a.jpg', sources)).toBe(true);
    expect(isSitePictureAddress('/images/a.jpg', sources)).toBe(true);
    expect(isSitePictureAddress('images/a.jpg', sources)).toBe(true);
    for (const elsewhere of [
      'https://firebasestorage.googleapis.com/v0/b/other.appspot.com/o/a.jpg',
      'https://firebasestorage.googleapis.com/v0/b/hub.firebasestorage.app/o/../../other/o/a.jpg',
      'https://firebasestorage.googleapis.com/v0/b/hub.firebasestorage.app/o/%2E%2E/a.jpg',
      'https://firebasestorage.googleapis.com.evil.example/v0/b/hub.firebasestorage.app/o/a.jpg',
      'https://hub.example.evil.example/a.jpg',
      'https://hub.example@evil.example/a.jpg',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      'http://hub.example/a.jpg',
    ]) {
      expect(isSitePictureAddress(elsewhere, sources), elsewhere).toBe(false);
    }
  });

  it('keeps the words of a removed form, without the controls', () => {
    const html = sanitize('<form action="https://evil.example"><p>Sign in again</p><input type=password></form>');
    expect(html).toBe('<p>Sign in again</p>');
  });

  it('forbids every form control and style in its lists', () => {
    for (const tag of ['form', 'input', 'button', 'select', 'textarea', 'option', 'style', 'iframe', 'svg', 'math']) {
      expect(FORBIDDEN_TAGS).toContain(tag);
    }
    for (const attribute of ['style', 'formaction', 'action', 'srcset', 'target']) {
      expect(FORBIDDEN_ATTRIBUTES).toContain(attribute);
    }
  });

  it('judges addresses as browsers read them', () => {
    for (const address of ['https://example.org', 'mailto:a@b.example', '/x', '#y', 'x/y', '../x', '?q=1']) {
      expect(isSafeContentAddress(address), address).toBe(true);
    }
    for (const address of [
      'javascript:alert(1)',
      ' java\tscript:x',
      'data:image/png,x',
      '//evil.example',
      '/\\evil',
      'vbscript:x',
      'ftp://x',
    ]) {
      expect(isSafeContentAddress(address), address).toBe(false);
    }
  });
});
