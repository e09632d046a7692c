// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSafeMarkdown } from '@/lib/markdown-html.mjs';
import { textFingerprint as bodyKey } from '@/lib/text-fingerprint';
import { forgetPrerenderedBodies, loadMarkdownRenderer, Markdown, readPrerenderedBodies } from './markdown';

// The real renderer, watched: a body the prerendered page already shows is not parsed again.
vi.mock('@/lib/markdown-html.mjs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/markdown-html.mjs')>();
  return { ...actual, renderSafeMarkdown: vi.fn(actual.renderSafeMarkdown) };
});

// Whether the renderer's module (marked and DOMPurify) has been loaded in this file: the first test to
// show a body the page does not have loads it, and a prerendered page starts without it.
const renderer = vi.hoisted(() => ({ loaded: false }));
vi.mock('./markdown-renderer', async (importOriginal) => {
  renderer.loaded = true;
  return importOriginal();
});

const SHOWN = '## Walking football\n\nEvery **Tuesday** at the rec.';

/** The page as the build wrote it: the body's HTML, named by its Markdown's key. */
function prerenderedPage(markdown: string, html: string): void {
  document.body.innerHTML = `<div id="root"><div data-body-key="${bodyKey(markdown)}">${html}</div></div>`;
}

function show(markdown: string): HTMLElement {
  const { container } = render(
    <MantineProvider>
      <MemoryRouter>
        <Markdown>{markdown}</Markdown>
      </MemoryRouter>
    </MantineProvider>,
  );
  return container;
}

describe('bodies the prerendered page already shows', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    forgetPrerenderedBodies();
    vi.mocked(renderSafeMarkdown).mockClear();
  });

  it('are read from the page by name', () => {
    prerenderedPage(SHOWN, '<h2>Walking football</h2>');
    expect(readPrerenderedBodies(document)).toEqual(new Map([[bodyKey(SHOWN), '<h2>Walking football</h2>']]));
  });

  it('are shown as the page has them, without loading the renderer', () => {
    prerenderedPage(SHOWN, '<h2>Walking football</h2><p>Every <strong>Tuesday</strong> at the rec.</p>');
    const shown = show(SHOWN);
    expect(renderer.loaded).toBe(false);
    expect(renderSafeMarkdown).not.toHaveBeenCalled();
    expect(shown.querySelector('h2')?.textContent).toBe('Walking football');
    expect(shown.querySelector(`[data-body-key="${bodyKey(SHOWN)}"]`)).not.toBeNull();
  });

  it('a body changed since the build is parsed once the renderer is loaded: the page’s copy is only for the same Markdown', async () => {
    prerenderedPage(SHOWN, '<h2>Walking football</h2>');
    const changed = `${SHOWN}\n\nNow also on Thursdays.`;
    // Rendered in an awaited act, so the page can wait for the renderer as the app's renders do.
    let shown: HTMLElement | undefined;
    await act(async () => {
      shown = show(changed);
      await loadMarkdownRenderer();
    });
    expect(renderer.loaded).toBe(true);
    expect(renderSafeMarkdown).toHaveBeenCalledTimes(1);
    expect(shown?.textContent).toContain('Now also on Thursdays.');
  });
});
