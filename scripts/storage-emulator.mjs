#!/usr/bin/env node
/**
 * firebase-tools' own Cloud Storage emulator (its JavaScript HTTP server: the Firebase and Cloud APIs,
 * resumable and multipart uploads, download tokens and URLs, metadata) with ONLY its rules evaluation
 * replaced, for machines where firebase-tools' rules runtime cannot run (it is a downloaded Java jar
 * that needs Java 21). The replacement allows every request: storage.rules is NOT enforced here.
 * docs/decisions/0020-testing-storage.md says what this covers and what it does not.
 *
 *   node scripts/storage-emulator.mjs [--host 127.0.0.1] [--port 9199] [--project demo-community]
 *
 * Prints one line, `storage emulator ready on host:port (rules NOT enforced)`, once it listens; stops on
 * SIGINT/SIGTERM. Where Java 21 and the jar exist, scripts/emulators.mjs runs firebase-tools' real Storage
 * emulator (with storage.rules) instead of this.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, PORTS, PROJECT_ID } from './emulators-lib.mjs';
import { parseStorageEmulatorArgs, permissiveRuleset } from './storage-emulator-lib.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const toolsDir = dirname(require.resolve('firebase-tools/package.json'));
const load = (relative) => require(join(toolsDir, 'lib', relative));

const options = parseStorageEmulatorArgs(process.argv.slice(2), {
  host: HOST,
  port: PORTS.storage,
  projectId: PROJECT_ID,
});

// firebase-tools keeps uploaded bytes under os.tmpdir()/firebase/storage and deletes that folder when it
// stops: a private temporary folder, so two emulators on one machine never delete each other's files.
const blobsDir = mkdtempSync(join(tmpdir(), 'storage-emulator-'));
process.env.TMPDIR = blobsDir;

const { StorageEmulator } = load('emulator/storage/index.js');
const { EmulatorRegistry } = load('emulator/registry.js');
const { StorageRulesIssues } = load('emulator/storage/rules/runtime.js');

const rulesFile = join(ROOT, 'storage.rules');
const emulator = new StorageEmulator({
  host: options.host,
  port: options.port,
  projectId: options.projectId,
  rules: { name: rulesFile, content: readFileSync(rulesFile, 'utf8') },
});

// The one replacement: the rules runtime (a Java process) becomes an in-process stand-in whose every
// ruleset permits everything. The rules manager, the storage layer, the validators and the server are
// firebase-tools' own, unchanged; admin credentials ("Bearer owner") work as in the real emulator.
const runtime = emulator._rulesRuntime;
if (!runtime || typeof runtime.loadRuleset !== 'function') {
  throw new Error(
    'firebase-tools changed: StorageEmulator._rulesRuntime.loadRuleset is missing, so its rules evaluation cannot be replaced. Update scripts/storage-emulator.mjs.',
  );
}
const ruleset = permissiveRuleset(() => new StorageRulesIssues());
runtime.start = async () => undefined;
runtime.stop = async () => undefined;
runtime.loadRuleset = async () => ({ ruleset, issues: new StorageRulesIssues() });

// As `firebase emulators:start` does: registered, so the server can name its own address (download URLs).
await EmulatorRegistry.start(emulator);
process.stdout.write(`storage emulator ready on ${options.host}:${options.port} (rules NOT enforced)\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  try {
    await EmulatorRegistry.stop(emulator.getName());
  } finally {
    rmSync(blobsDir, { recursive: true, force: true });
    process.exit(0);
  }
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
