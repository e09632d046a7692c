import { describe, expect, it } from 'vitest';
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
});
