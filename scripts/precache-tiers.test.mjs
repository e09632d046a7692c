import { describe, expect, it } from 'vitest';
import {
  appStartPreloadPlugin,
  firstLoadFiles,
  markCodeKeptAfterReady,
  startStageChunkName,
} from './precache-tiers.mjs';

const viteManifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_react-B2.js'],
    dynamicImports: ['src/clubs.tsx', 'src/app/start-app.tsx'],
  },
  'src/app/start-app.tsx': { file: 'assets/start-app-G7.js', isDynamicEntry: true, imports: ['_router-H8.js'] },
  '_router-H8.js': { file: 'assets/router-H8.js', imports: ['_react-B2.js'] },
  '_react-B2.js': { file: 'assets/react-B2.js', imports: ['_jsx-C3.js'] },
  '_jsx-C3.js': { file: 'assets/jsx-C3.js', imports: ['_react-B2.js'] },
  'src/clubs.tsx': { file: 'assets/clubs-D4.js', isDynamicEntry: true, imports: ['_react-B2.js', '_card-E5.js'] },
  '_card-E5.js': { file: 'assets/card-E5.js' },
  'src/style.css': { file: 'assets/style-F6.css' },
};

const entry = (url, revision = null) => ({ url, revision, size: 100 });

describe('the precache in two parts', () => {
  it('finds the entry chunk and the app’s start, with every chunk they import, through cycles', () => {
    expect([...firstLoadFiles(viteManifest)].sort()).toEqual([
      'assets/index-A1.js',
      'assets/jsx-C3.js',
      'assets/react-B2.js',
      'assets/router-H8.js',
      'assets/start-app-G7.js',
    ]);
    // Another page's code is not part of it, though the entry loads it too.
    expect(firstLoadFiles(viteManifest).has('assets/clubs-D4.js')).toBe(false);
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

describe('preloading the app’s start', () => {
  const chunk = (fileName, imports = [], moduleId = null) => ({
    type: 'chunk',
    fileName,
    imports,
    moduleIds: moduleId ? [moduleId] : [],
  });
  const bundle = {
    'assets/index-A1.js': chunk('assets/index-A1.js', ['assets/react-B2.js'], '/repo/index.html'),
    'assets/react-B2.js': chunk('assets/react-B2.js'),
    'assets/start-app-G7.js': chunk(
      'assets/start-app-G7.js',
      ['assets/router-H8.js', 'assets/react-B2.js'],
      '/repo/src/app/start-app.tsx',
    ),
    'assets/router-H8.js': chunk('assets/router-H8.js', ['assets/react-B2.js']),
    'assets/style-F6.css': { type: 'asset', fileName: 'assets/style-F6.css' },
  };
  const html = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
    '  </head>',
  ].join('\n');
  const transform = (page, outputs) => appStartPreloadPlugin().transformIndexHtml.handler(page, { bundle: outputs });

  it('adds the app’s start and what it imports after the entry’s own preloads, each once', () => {
    const result = transform(html, bundle);
    expect([...result.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/assets/react-B2.js',
      '/assets/start-app-G7.js',
      '/assets/router-H8.js',
    ]);
  });

  it('fails the build when the app’s start is missing rather than ship a page that loads it late', () => {
    const withoutStart = Object.fromEntries(Object.entries(bundle).filter(([file]) => !file.includes('start-app')));
    expect(() => transform(html, withoutStart)).toThrow(/no chunk for src\/app\/start-app.tsx/);
  });
});

describe('one chunk per stage of the app’s start', () => {
  // main imports a store; it loads react-dom, then the app, which also uses react-dom, the store, a shared
  // helper and Mantine (through its index, which re-exports every component).
  const graph = {
    '/r/src/main.tsx': {
      importedIds: ['/r/src/store.ts'],
      dynamicallyImportedIds: ['/r/rd/client.js', '/r/src/app.tsx'],
    },
    '/r/src/store.ts': { importedIds: [], dynamicallyImportedIds: [] },
    '/r/rd/client.js': { importedIds: ['/r/rd/react.js'], dynamicallyImportedIds: [] },
    '/r/rd/react.js': { importedIds: [], dynamicallyImportedIds: [] },
    '/r/src/app.tsx': {
      importedIds: [
        '/r/rd/client.js',
        '/r/src/store.ts',
        '/r/src/helper.ts',
        '/r/node_modules/@mantine/core/index.mjs',
      ],
      dynamicallyImportedIds: ['/r/src/page.tsx'],
    },
    '/r/src/helper.ts': { importedIds: [], dynamicallyImportedIds: [] },
    '/r/node_modules/@mantine/core/index.mjs': {
      importedIds: ['/r/node_modules/@mantine/core/Box.mjs', '/r/node_modules/@mantine/core/Table.mjs'],
      dynamicallyImportedIds: [],
    },
    '/r/src/page.tsx': { importedIds: ['/r/src/helper.ts'], dynamicallyImportedIds: [] },
  };
  const context = { getModuleInfo: (id) => graph[id] ?? null };

  it('gives each stage the modules first reachable from it, leaving the entry’s, pages’ and Mantine’s alone', () => {
    const name = startStageChunkName('/r/src/main.tsx');
    const named = Object.fromEntries(Object.keys(graph).map((id) => [id, name(id, context)]));
    expect(named).toEqual({
      '/r/src/main.tsx': null,
      '/r/src/store.ts': null,
      '/r/rd/client.js': 'start-1',
      '/r/rd/react.js': 'start-1',
      '/r/src/app.tsx': 'start-2',
      '/r/src/helper.ts': 'start-2',
      '/r/node_modules/@mantine/core/index.mjs': null,
      '/r/src/page.tsx': null,
    });
  });

  it('names nothing in a build without the entry (the prerender’s server build)', () => {
    expect(startStageChunkName('/r/src/main.tsx')('/r/src/app.tsx', { getModuleInfo: () => null })).toBeNull();
  });
});
