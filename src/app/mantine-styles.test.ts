import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
  // Built on Combobox: without its styles the list of options is not placed by the input, and a mouse
  // cannot reach it (it was drawn at the foot of the page).
  Select: ['Combobox', 'Popover', 'Input'],
  Autocomplete: ['Combobox', 'Popover', 'Input'],
  MultiSelect: ['Combobox', 'Popover', 'Input'],
  TagsInput: ['Combobox', 'Popover', 'Input'],
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

/** The Mantine components a source text imports. */
function componentsIn(text: string): Set<string> {
  const used = new Set<string>();
  for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const name of (match[1] ?? '').split(',')) {
      const trimmed = name.trim();
      if (trimmed && !trimmed.startsWith('type ')) used.add(trimmed.split(/\s/)[0] ?? '');
    }
  }
  return used;
}

function usedMantineComponents(): Set<string> {
  return new Set(sourceFiles(SRC).flatMap((file) => [...componentsIn(readFileSync(file, 'utf8'))]));
}

/** Mantine's per-component style files (`Popover`, `Combobox`…). */
const STYLE_FILES = new Set(readdirSync(STYLES).map((file) => file.replace(/(\.layer)?\.css$/, '')));

/** A Mantine style file named in an import (`…/styles/Popover.layer.css`): its component. */
const MANTINE_STYLE_FILE = /styles\/([\w-]+)(?:\.layer)?\.css/g;

/** The style files a stylesheet module lists (`…/styles/Popover.css`). */
const stylesListedIn = (file: string): string[] =>
  [...readFileSync(join(SRC, file), 'utf8').matchAll(MANTINE_STYLE_FILE)].map((match) => match[1] ?? '');

describe('Mantine styles', () => {
  it('lists the styles of every Mantine component the production app uses, and what they build on', () => {
    const available = STYLE_FILES;
    // The editor's own components (date picker, category list) and the search's dialog load their styles
    // with their own chunks.
    const listed = new Set(
      ['app/mantine-styles.ts', 'collections/editor-styles.ts', 'app/search/search-styles.ts'].flatMap((file) =>
        stylesListedIn(file),
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

  it('a file using a component whose styles are not in the first stylesheet links them itself', () => {
    const always = new Set(stylesListedIn('app/mantine-styles.ts'));
    const unlinked = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // The styles modules this file imports (`import './trail-styles';`, `import { linkSearchStyles } from…`).
      const linked = new Set(
        [...text.matchAll(/^import (?:[^'\n]* from )?'([@./][^']*-styles)';$/gm)].flatMap((match) => {
          const target = (match[1] ?? '').startsWith('@/')
            ? join(SRC, (match[1] ?? '').slice(2))
            : join(dirname(file), match[1] ?? '');
          return stylesListedIn(`${target.slice(SRC.length + 1)}.ts`);
        }),
      );
      const needs = [...componentsIn(text)].flatMap((component) => [
        component,
        ...(STYLE_DEPENDENCIES[component] ?? []),
      ]);
      const missing = needs.filter((name) => STYLE_FILES.has(name) && !always.has(name) && !linked.has(name));
      return missing.length > 0 ? [`${file.slice(SRC.length + 1)}: ${[...new Set(missing)].join(', ')}`] : [];
    });
    expect(unlinked).toEqual([]);
  });

  it('takes every Mantine stylesheet in its layer, so the app’s own styles win whatever order the files load in', () => {
    // The app's styles follow Mantine's only when the build happens to emit them in that order: a
    // build that split the start into stages put the header's 44 px tap targets before Mantine's
    // ActionIcon, which shrank them to 34 px. Layered, Mantine's rules lose to any of the app's.
    const files = [...sourceFiles(SRC), join(SRC, 'pages/development/full-mantine-styles.ts')];
    const unlayered = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'(@mantine\/[^']*\.css)(?:\?url)?'/g)]
        .map((match) => match[1] ?? '')
        .filter((path) => !path.endsWith('.layer.css'))
        .map((path) => `${file.slice(SRC.length + 1)}: ${path}`),
    );
    expect(unlayered).toEqual([]);
  });
});
