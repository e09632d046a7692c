import { existsSync, readFileSync, watch } from 'node:fs';
import { clearTimeout, setTimeout } from 'node:timers';
import { HOST, PORTS, PROJECT_ID } from './emulators-lib.mjs';
import { log } from './emulators-processes.mjs';

/**
 * Reloads `rules` (the project's firestore.rules, in `root`) into the Firestore emulator whenever the file
 * changes, for the Cloud SDK's emulator, which reads --rules once (firebase-tools reloads its own).
 * Returns the watcher, or null where the folder cannot be watched.
 */
export function watchRules(root, rules) {
  let timer = null;
  let queue = Promise.resolve();
  const reload = async () => {
    try {
      const content = readFileSync(rules, 'utf8');
      const response = await globalThis.fetch(
        `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
        {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ignore_errors: true, rules: { files: [{ name: 'security.rules', content }] } }),
        },
      );
      const body = await response.json().catch(() => ({}));
      const errors = (body.issues ?? []).filter((issue) => issue.severity === 'ERROR');
      if (!response.ok || errors.length) {
        log(`firestore.rules changed but has errors; the emulator keeps the previous rules:`);
        for (const issue of errors) {
          log(
            `  firestore.rules:${issue.sourcePosition?.line ?? 0}:${issue.sourcePosition?.column ?? 0} ${issue.description}`,
          );
        }
      } else log('firestore.rules changed: reloaded into the Firestore emulator.');
    } catch (error) {
      log(`Could not reload firestore.rules: ${error.message}`);
    }
  };
  try {
    // Watch the folder, not the file: editors often save by writing a new file and renaming it.
    return watch(root, (_event, fileName) => {
      if (fileName !== 'firestore.rules' || !existsSync(rules)) return;
      clearTimeout(timer);
      // One reload at a time, in order, so the emulator always ends up with the latest file.
      timer = setTimeout(() => (queue = queue.then(reload)), 200);
    });
  } catch {
    // watching is a convenience only
    return null;
  }
}
