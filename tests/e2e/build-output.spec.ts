import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * What the deployed folder must not carry: the features' server halves (src/features/<feature>/
 * <feature>-server.ts and their rules fragments) are read by the generator alone (decision 0043), so no
 * script of the build holds a rules fragment or the server-part marker.
 */
const SERVER_ONLY = ['community-hub.server-part', 'service cloud.firestore', 'baseFieldsOnly(', 'allow create: if'];

test('no script of the build holds a feature’s server half', () => {
  const scripts = readdirSync('dist', { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.(js|mjs)$/.test(entry.name),
  );
  expect(scripts.length).toBeGreaterThan(10);
  const found = scripts.flatMap((entry) => {
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    return SERVER_ONLY.filter((marker) => text.includes(marker)).map((marker) => `${entry.name}: ${marker}`);
  });
  expect(found).toEqual([]);
});
