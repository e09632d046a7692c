import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import {
  FIREBASE_JAR_PREFIXES,
  hasFirebaseJar,
  parseJavaMajor,
  pathCandidates,
  sdkEmulatorCandidates,
} from './emulators-lib.mjs';

/** What this machine can run: its Java, the Cloud SDK's Firestore emulator, firebase-tools and its jars. */

export function detectJavaMajor() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (result.error) return null;
  return parseJavaMajor(`${result.stderr}\n${result.stdout}`);
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findSdkFirestoreEmulator() {
  const fromPath = pathCandidates(process.env.PATH ?? '', delimiter).find(isExecutable);
  if (fromPath) return fromPath;
  let sdkRoot = null;
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (!gcloud.error && gcloud.status === 0) sdkRoot = gcloud.stdout.trim() || null;
  return sdkEmulatorCandidates({ sdkRoot, home: homedir() }).find(isExecutable) ?? null;
}

/** Which firebase-tools emulator jars are already downloaded (firebase-tools cannot fetch them offline). */
export function firebaseJars(firebaseToolsDir) {
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  let files = [];
  try {
    files = readdirSync(cacheDir);
  } catch {
    // no cache yet
  }
  let expected = {};
  try {
    expected = JSON.parse(readFileSync(join(firebaseToolsDir, 'lib/emulator/downloadableEmulatorInfo.json'), 'utf8'));
  } catch {
    // fall back to any version of the jar
  }
  const jars = {};
  for (const [service, prefix] of Object.entries(FIREBASE_JAR_PREFIXES)) {
    const exact = expected[service]?.downloadPathRelativeToCacheDir;
    jars[service] = exact ? files.includes(exact) : hasFirebaseJar(files, prefix);
  }
  return jars;
}

export function firebaseToolsInfo() {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('firebase-tools/package.json');
  const { version, bin } = JSON.parse(readFileSync(packageJson, 'utf8'));
  const dir = dirname(packageJson);
  return { dir, version, bin: join(dir, typeof bin === 'string' ? bin : bin.firebase) };
}
