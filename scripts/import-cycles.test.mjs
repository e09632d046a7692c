import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesIn, findCycles, importGraph, staticImports } from './import-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = '/repo/src';

/** Builds the graph of an in-memory src/ tree. */
function cyclesOf(tree) {
  const files = new Map(Object.entries(tree).map(([name, text]) => [path.join(src, name), text]));
  return findCycles(importGraph(files, src)).map((cycle) => cycle.map((file) => path.relative(src, file)));
}

describe('import cycles', () => {
  it('src/ has none (static value imports; lazy import() and import type do not count)', () => {
    expect(cyclesIn(path.join(root, 'src'), root)).toEqual([]);
  });

  it('finds a cycle through the @/ alias and relative paths, naming the loop', () => {
    const cycles = cyclesOf({
      'features/events/a.ts': "import { b } from './b';",
      'features/events/b.tsx': "import { c } from '@/lib/c';",
      'lib/c.ts': "export { a } from '../features/events/a';",
      'lib/d.ts': "import { c } from './c';",
    });
    expect(cycles).toEqual([['features/events/a.ts', 'features/events/b.tsx', 'lib/c.ts', 'features/events/a.ts']]);
  });

  it('finds a file that imports itself and folder index files', () => {
    expect(cyclesOf({ 'lib/a.ts': "import './a';" })).toEqual([['lib/a.ts', 'lib/a.ts']]);
    expect(cyclesOf({ 'lib/x/index.ts': "import '../y';", 'lib/y.ts': "import { x } from './x';" })).toHaveLength(1);
  });

  it('ignores lazy imports, type-only imports and packages', () => {
    expect(
      cyclesOf({
        'app/a.ts': "const page = () => import('./b'); import type { T } from './c'; import { z } from 'zod';",
        'app/b.ts': "import { a } from './a';",
        'app/c.ts': "import { a } from './a'; import { type U } from './d';",
        'app/d.ts': "import { c } from './c';",
      }),
    ).toEqual([]);
  });

  it('reads only value imports from a file', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C, d } from './c';",
      "import { type E } from './e';",
      "import './f.css';",
      "export * from './g';",
      "export type { H } from './h';",
      "const lazy = () => import('./i');",
    ].join('\n');
    expect(staticImports(text, 'x.tsx')).toEqual(['./a', './c', './f.css', './g']);
  });
});
