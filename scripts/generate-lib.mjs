/**
 * The part of scripts/generate.mjs that compares: each generated file's text (formatted with the
 * repository's Prettier settings when it asks) against the file on disk.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/**
 * The final text of a generated file.
 * @param {string} root the repository's root
 * @param {{ path: string, text: string, prettier?: boolean }} file
 */
export async function finalText(root, file) {
  if (!file.prettier) return file.text;
  const filepath = path.join(root, file.path);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(file.text, { ...options, filepath });
}

/**
 * Which generated files differ from those on disk (missing ones included), and each one's final text.
 * @param {string} root
 * @param {readonly { path: string, text: string, prettier?: boolean }[]} files
 */
export async function differingFiles(root, files) {
  const contents = new Map();
  const changed = [];
  for (const file of files) {
    const text = await finalText(root, file);
    contents.set(file.path, text);
    const onDisk = path.join(root, file.path);
    if (!existsSync(onDisk) || readFileSync(onDisk, 'utf8') !== text) changed.push(file.path);
  }
  return { changed, contents };
}
