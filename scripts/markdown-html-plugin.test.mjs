import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { findUnsafeParts, XSS_VECTORS } from '../src/lib/xss-vectors';
import { markdownToSafeHtml } from './markdown-html-plugin.mjs';

describe('markdownToSafeHtml', () => {
  it('fills tokens, so links to addresses work, and sanitises', () => {
    const html = markdownToSafeHtml(
      '## Privacy\n\nWrite to [{{email}}](mailto:{{email}}).\n\n<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1))',
      { email: 'privacy@example.org' },
    );
    expect(html).toContain('<h2>Privacy</h2>');
    expect(html).toContain('<a href="mailto:privacy@example.org">privacy@example.org</a>');
    expect(html).not.toMatch(/onerror|href="javascript:/i);
  });

  it('refuses an unknown token', () => {
    expect(() => markdownToSafeHtml('Hello {{nobody}}', {})).toThrow('Unknown token {{nobody}}');
  });

  it('uses the app’s sanitiser configuration: the XSS corpus comes out safe at build time too', () => {
    const { document } = new JSDOM('').window;
    for (const vector of XSS_VECTORS) {
      const container = document.createElement('div');
      // Braces in the vectors are not tokens here.
      container.innerHTML = markdownToSafeHtml(vector.markdown.replace(/\{\{/g, '{ {'));
      expect(findUnsafeParts(container), vector.name).toEqual([]);
    }
  });
});
