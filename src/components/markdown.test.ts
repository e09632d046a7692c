// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderSafeMarkdown } from '@/lib/markdown-html.mjs';
import { findUnsafeParts, XSS_VECTORS } from '@/lib/xss-vectors';
import { contentPictureSources, onMarkdownProblem, RENDERED_BODIES_KEPT, renderMarkdown } from './markdown-renderer';

// The real renderer, watched: a body shown twice is parsed once.
vi.mock('@/lib/markdown-html.mjs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/markdown-html.mjs')>();
  return { ...actual, renderSafeMarkdown: vi.fn(actual.renderSafeMarkdown) };
});

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

  it('is the one sanitiser configuration: every vector of the XSS corpus comes out safe', () => {
    for (const vector of XSS_VECTORS) {
      const container = document.createElement('div');
      container.innerHTML = renderMarkdown(vector.markdown);
      expect(findUnsafeParts(container), vector.name).toEqual([]);
    }
  });

  it('removes form controls and styles that could pass for the site itself', () => {
    const html = renderMarkdown(
      '<form action="https://evil.example"><input type=password><button>Sign in</button></form>\n\n<div style="position:fixed;inset:0">Sign in again</div>',
    );
    expect(html).not.toMatch(/<form|<input|<button|style=/i);
    expect(html).toContain('Sign in again');
  });

  it('shows 3,000 nested quotes or divs as plain text instead of failing (issue 25)', () => {
    expect(renderMarkdown(`${'>'.repeat(3_000)} deep`)).toBe(`<p>${'&gt;'.repeat(3_000)} deep</p>`);
    expect(renderMarkdown(`${'<div>'.repeat(3_000)}x`)).toBe(`<p>${'&lt;div&gt;'.repeat(3_000)}x</p>`);
  });

  it('tells a listener (the build’s prerender) of a body shown as plain text', () => {
    const problems: string[] = [];
    onMarkdownProblem((problem) => problems.push(problem));
    renderMarkdown('Fine');
    renderMarkdown(`${'>'.repeat(20)} x`);
    onMarkdownProblem(undefined);
    expect(problems).toEqual(['quotes or lists nest 20 levels deep (at most 16 are formatted)']);
  });

  it('renders a body once: shown again, the same HTML comes back, and a problem is still told each time', () => {
    const body = `${'>'.repeat(18)} again`;
    const problems: string[] = [];
    onMarkdownProblem((problem) => problems.push(problem));
    const parsed = (): number => vi.mocked(renderSafeMarkdown).mock.calls.filter(([text]) => text === body).length;
    const first = renderMarkdown(body);
    const second = renderMarkdown(body);
    onMarkdownProblem(undefined);
    expect(second).toBe(first);
    expect(parsed()).toBe(1);
    expect(problems).toHaveLength(2);
    // Kept bodies are bounded: after as many others, the first is parsed anew (and comes out the same).
    for (let index = 0; index <= RENDERED_BODIES_KEPT; index += 1) renderMarkdown(`Body ${index}`);
    expect(renderMarkdown(body)).toBe(first);
    expect(parsed()).toBe(2);
  });

  it('loads pictures from this site and the Storage emulator only; others become links (issue 25)', () => {
    const storage = 'http://127.0.0.1:9199/v0/b/demo-community.appspot.com/o/images%2Fa.jpg?alt=media';
    const html = renderMarkdown(
      `![Hall](/images/hall.jpg) ![Stall](${storage}) ![Pixel](https://tracker.example/p.gif)`,
    );
    expect(html).toContain('<img src="/images/hall.jpg" alt="Hall">');
    expect(html).toContain(`<img src="${storage.replace(/&/g, '&amp;')}" alt="Stall">`);
    expect(html).toContain('<a href="https://tracker.example/p.gif">Pixel</a>');
    expect(html).not.toContain('tracker.example/p.gif" alt');
  });
});

describe('contentPictureSources', () => {
  it('is the real Storage host and bucket for a configured project, the emulator’s by default', () => {
    const project = {
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'hub.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'hub',
      VITE_FIREBASE_STORAGE_BUCKET: 'hub.firebasestorage.app',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
    };
    expect(contentPictureSources(project, 'https://hub.example')).toEqual({
      siteOrigin: 'https://hub.example',
      storage: [{ origin: 'https://firebasestorage.googleapis.com', bucket: 'hub.firebasestorage.app' }],
    });
    expect(contentPictureSources({}, 'http://localhost:4173').storage).toEqual([
      { origin: 'http://127.0.0.1:9199', bucket: 'demo-community.appspot.com' },
    ]);
  });
});
