import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(process.cwd(), 'src');
const STYLES = join(process.cwd(), 'node_modules/@mantine/core/styles');

/** Components whose styles build on another component's styles. */
const STYLE_DEPENDENCIES: Record<string, string[]> = {
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  NavLink: ['UnstyledButton'],
  CloseButton: ['UnstyledButton'],
  Burger: ['UnstyledButton'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  PasswordInput: ['Input'],
  Checkbox: ['InlineInput'],
  SegmentedControl: ['FloatingIndicator'],
  Alert: ['CloseButton'],
  Card: ['Paper'],
  Combobox: ['Popover'],
  InputBase: ['Input'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'development' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

function usedMantineComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of (match[1] ?? '').split(',')) {
        const trimmed = name.trim();
        if (trimmed && !trimmed.startsWith('type ')) used.add(trimmed.split(/\s/)[0] ?? '');
      }
    }
  }
  return used;
}

describe('Mantine styles', () => {
  it('lists the styles of every Mantine component the production app uses, and what they build on', () => {
    const available = new Set(readdirSync(STYLES).map((file) => file.replace(/\.css$/, '')));
    // The editor's own components (date picker, category list) and the search's dialog load their styles
    // with their own chunks.
    const listed = new Set(
      ['app/mantine-styles.ts', 'collections/editor-styles.ts', 'app/search/search-styles.ts'].flatMap((file) =>
        [...readFileSync(join(SRC, file), 'utf8').matchAll(/styles\/([\w-]+)\.css/g)].map((match) => match[1]),
      ),
    );
    const needed = new Set<string>();
    for (const component of usedMantineComponents()) {
      for (const name of [component, ...(STYLE_DEPENDENCIES[component] ?? [])]) {
        if (available.has(name)) needed.add(name);
      }
    }
    const missing = [...needed].filter((name) => !listed.has(name));
    expect(missing).toEqual([]);
  });
});
