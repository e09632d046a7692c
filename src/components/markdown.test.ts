// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('keeps ordinary Markdown', () => {
    const html = renderMarkdown('## Fair\n\n- cakes\n- **games**\n\n[Contact](/contact)');
    expect(html).toContain('<h2>Fair</h2>');
    expect(html).toContain('<strong>games</strong>');
    expect(html).toContain('<a href="/contact">Contact</a>');
  });

  it('removes scripts, inline handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onerror|href="javascript:/i);
  });
});
