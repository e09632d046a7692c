// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import MarkdownPreview from './editor-markdown-preview';

afterEach(cleanup);

function preview(markdown: string) {
  const router = createMemoryRouter([{ path: '*', element: <MarkdownPreview markdown={markdown} /> }]);
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('the editor’s Markdown preview', () => {
  it('says when the page will show the text without formatting, and why (issue 25)', () => {
    preview(`${'>'.repeat(3_000)} Too deep`);
    expect(screen.getByRole('alert').textContent).toContain(
      'The page will show this text as plain paragraphs, because quotes or lists nest 3,000 levels deep (at most 16 are formatted).',
    );
    expect(screen.getByText(/Too deep/)).toBeTruthy();
  });

  it('shows formatted text with no note', () => {
    preview('**Fair**');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Fair').tagName).toBe('STRONG');
  });
});
