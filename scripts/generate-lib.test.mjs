import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { differingFiles } from './generate-lib.mjs';

describe('differingFiles', () => {
  it('names the files that are missing or differ, and formats those that ask with Prettier', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'generate-'));
    writeFileSync(path.join(root, 'same.rules'), 'allow read;\n');
    writeFileSync(path.join(root, 'edited.rules'), 'allow write;\n');
    writeFileSync(path.join(root, 'config.json'), '{ "a": 1 }\n');
    const { changed, contents } = await differingFiles(root, [
      { path: 'same.rules', text: 'allow read;\n' },
      { path: 'edited.rules', text: 'allow read;\n' },
      { path: 'missing.rules', text: 'x\n' },
      { path: 'config.json', text: '{"a":1}', prettier: true },
    ]);
    expect(changed).toEqual(['edited.rules', 'missing.rules']);
    expect(contents.get('config.json')).toBe('{ "a": 1 }\n');
  });
});
