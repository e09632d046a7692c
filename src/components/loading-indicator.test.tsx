// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator } from './loading-indicator';

const SRC = join(process.cwd(), 'src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
  );

describe('LoadingIndicator', () => {
  it('is a status that says what is loading, its spinner hidden from screen readers', () => {
    render(
      <MantineProvider>
        <LoadingIndicator label="Loading the accounts" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the accounts');
  });

  it('is what the app uses: no Loader carries an aria-label, which its span may not (axe found one in the dashboard)', () => {
    const labelled = sources(SRC).filter((file) => /<Loader\b[^>]*aria-label/.test(readFileSync(file, 'utf8')));
    expect(labelled.map((file) => file.slice(SRC.length + 1))).toEqual([]);
  });
});
