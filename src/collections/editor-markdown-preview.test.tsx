// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import MarkdownPreview from './editor-markdown-preview';

afterEach(cleanup);

const preview = (markdown: string) => renderInRouter(<MarkdownPreview markdown={markdown} />);

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
