import { describe, expect, it } from 'vitest';
import { entryFiles, markCodeKeptAfterReady } from './precache-tiers.mjs';

const viteManifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_react-B2.js'],
    dynamicImports: ['src/clubs.tsx'],
  },
  '_react-B2.js': { file: 'assets/react-B2.js', imports: ['_jsx-C3.js'] },
  '_jsx-C3.js': { file: 'assets/jsx-C3.js', imports: ['_react-B2.js'] },
  'src/clubs.tsx': { file: 'assets/clubs-D4.js', isDynamicEntry: true, imports: ['_react-B2.js', '_card-E5.js'] },
  '_card-E5.js': { file: 'assets/card-E5.js' },
  'src/style.css': { file: 'assets/style-F6.css' },
};

const entry = (url, revision = null) => ({ url, revision, size: 100 });

describe('the precache in two parts', () => {
  it('finds the entry chunk and every chunk it imports, through cycles', () => {
    expect([...entryFiles(viteManifest)].sort()).toEqual([
      'assets/index-A1.js',
      'assets/jsx-C3.js',
      'assets/react-B2.js',
    ]);
  });

  it('marks the chunks only other pages import, and nothing a first visit needs', () => {
    const marked = markCodeKeptAfterReady(
      [
        entry('index.html', 'r1'),
        entry('app-shell.html', 'r2'),
        entry('assets/index-A1.js'),
        entry('assets/react-B2.js'),
        entry('assets/clubs-D4.js'),
        entry('assets/card-E5.js'),
        entry('assets/style-F6.css'),
        entry('icons/icon-192.png', 'r3'),
        entry('sw-helper.js', 'r4'),
      ],
      viteManifest,
    );
    expect(marked.filter((item) => item.keptAfterReady).map((item) => item.url)).toEqual([
      'assets/clubs-D4.js',
      'assets/card-E5.js',
    ]);
    expect(marked.find((item) => item.url === 'index.html')).toEqual(entry('index.html', 'r1'));
  });

  it('refuses a build manifest with no entry rather than keep everything for later', () => {
    expect(() => markCodeKeptAfterReady([entry('assets/x.js')], {})).toThrow(/no entry chunk/);
  });
});
