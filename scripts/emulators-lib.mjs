/**
 * Pure helpers for scripts/emulators.mjs: which emulators can run on this machine and how, the
 * command line, the summary table and the environment handed to a wrapped command. No I/O here,
 * so every decision is unit-tested (scripts/emulators-lib.test.mjs).
 */

export const PROJECT_ID = 'demo-community';
export const HOST = '127.0.0.1';
export const PORTS = { auth: 9099, firestore: 8080, database: 9000, storage: 9199 };
export const READY_TIMEOUT_MS = 60_000;

/** firebase-tools 15 refuses to start any of its Java emulators below this Java major version. */
export const MIN_FIREBASE_TOOLS_JAVA = 21;

/** The jar names firebase-tools keeps in ~/.cache/firebase/emulators/ (it downloads them on first use). */
export const FIREBASE_JAR_PREFIXES = {
  firestore: 'cloud-firestore-emulator',
  database: 'firebase-database-emulator',
  storage: 'cloud-storage-rules-runtime',
};

export const SERVICE_LABELS = {
  auth: 'Authentication',
  firestore: 'Firestore',
  database: 'Realtime Database',
  storage: 'Storage',
};

export const SDK_EMULATOR_RELATIVE = 'platform/cloud-firestore-emulator/cloud_firestore_emulator';
export const USUAL_SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];

/**
 * The major version from `java -version` output (which Java prints on stderr):
 * `openjdk version "17.0.15" 2025-04-15` → 17, `java version "1.8.0_292"` → 8, `openjdk version "21" …` → 21.
 * Returns null when there is no version to read (no Java, or unexpected output).
 */
export function parseJavaMajor(versionOutput) {
  const match = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(String(versionOutput ?? ''));
  if (!match) return null;
  const first = Number(match[1]);
  if (first === 1 && match[2] !== undefined) return Number(match[2]);
  return first;
}

/** Whether a listing of ~/.cache/firebase/emulators holds a jar for the emulator with this prefix. */
export function hasFirebaseJar(fileNames, prefix) {
  return fileNames.some((name) => name.startsWith(`${prefix}-`) && name.endsWith('.jar'));
}

/** `cloud_firestore_emulator` in every PATH entry, in PATH order. */
export function pathCandidates(pathEnv = '', pathDelimiter = ':') {
  return [
    ...new Set(
      pathEnv
        .split(pathDelimiter)
        .filter(Boolean)
        .map((dir) => joinPath(dir, 'cloud_firestore_emulator')),
    ),
  ];
}

/**
 * Where to look for the Google Cloud SDK's Firestore emulator, best first: on PATH, under the root
 * `gcloud info` reports, then the usual install locations. Duplicates removed.
 */
export function sdkEmulatorCandidates({ pathEnv = '', pathDelimiter = ':', sdkRoot = null, home = null } = {}) {
  const candidates = [
    ...pathCandidates(pathEnv, pathDelimiter),
    ...(sdkRoot ? [joinPath(sdkRoot, SDK_EMULATOR_RELATIVE)] : []),
    ...USUAL_SDK_ROOTS.map((root) => joinPath(root, SDK_EMULATOR_RELATIVE)),
    ...(home ? [joinPath(joinPath(home, 'google-cloud-sdk'), SDK_EMULATOR_RELATIVE)] : []),
  ];
  return [...new Set(candidates)];
}

function joinPath(dir, rest) {
  return `${dir.replace(/\/+$/, '')}/${rest}`;
}

function javaDescription(javaMajor) {
  return javaMajor === null ? 'no Java was found on PATH' : `this machine has Java ${javaMajor}`;
}

/**
 * How to run Firestore: firebase-tools' own emulator when it can run offline (Java ≥ 21 and its jar
 * already downloaded), else the Google Cloud SDK's emulator (same engine, runs on older Java), else
 * nothing, with the reason.
 */
export function chooseFirestoreEmulator({ javaMajor, firebaseJarPresent, sdkPath }) {
  if (javaMajor !== null && javaMajor >= MIN_FIREBASE_TOOLS_JAVA && firebaseJarPresent) {
    return { impl: 'firebase-tools', label: 'firebase-tools' };
  }
  if (javaMajor !== null && sdkPath) {
    const why = javaMajor >= MIN_FIREBASE_TOOLS_JAVA ? 'firebase-tools jar not downloaded' : `Java ${javaMajor}`;
    return { impl: 'gcloud-sdk', path: sdkPath, label: `Google Cloud SDK Firestore emulator (${why} fallback)` };
  }
  const reasons = [];
  if (javaMajor === null) reasons.push('no Java was found on PATH (every Firestore emulator needs Java)');
  else if (javaMajor < MIN_FIREBASE_TOOLS_JAVA)
    reasons.push(
      `firebase-tools' emulator needs Java ${MIN_FIREBASE_TOOLS_JAVA}+ and this machine has Java ${javaMajor}`,
    );
  else if (!firebaseJarPresent)
    reasons.push(
      "firebase-tools' emulator jar is not in ~/.cache/firebase/emulators (run `npx firebase setup:emulators:firestore` once while online)",
    );
  if (!sdkPath)
    reasons.push(
      'the Google Cloud SDK Firestore emulator was not found (`gcloud components install cloud-firestore-emulator`)',
    );
  return { impl: null, label: null, reason: reasons.join('; ') };
}

/**
 * Why one of firebase-tools' Java-only emulators (Realtime Database, Storage) can or cannot start.
 * Returns null when it can.
 */
export function javaEmulatorBlocker({ service, javaMajor, jarPresent }) {
  if (javaMajor === null || javaMajor < MIN_FIREBASE_TOOLS_JAVA) {
    return `needs Java ${MIN_FIREBASE_TOOLS_JAVA}+ for firebase-tools' emulator; ${javaDescription(javaMajor)}`;
  }
  if (!jarPresent) {
    return `its jar is not in ~/.cache/firebase/emulators and cannot be downloaded offline (run \`npx firebase setup:emulators:${service}\` once while online)`;
  }
  return null;
}

/**
 * How to run Storage: firebase-tools' own emulator with storage.rules when its Java rules runtime can run,
 * else firebase-tools' Storage server with its rules evaluation replaced (scripts/storage-emulator.mjs):
 * the real upload protocol, but storage.rules NOT enforced (docs/decisions/0020-testing-storage.md).
 */
export function chooseStorageEmulator({ javaMajor, jarPresent, firestoreInFirebaseTools = true }) {
  const reason = javaEmulatorBlocker({ service: 'storage', javaMajor, jarPresent });
  if (reason) return { impl: 'rules-replaced', rulesEnforced: false, reason };
  // storage.rules reads roles, owners and documents with firestore.get(), which firebase-tools' Storage
  // emulator answers only from firebase-tools' own Firestore emulator.
  if (!firestoreInFirebaseTools) {
    return {
      impl: 'rules-replaced',
      rulesEnforced: false,
      reason:
        "storage.rules reads Firestore, and firebase-tools' Firestore emulator is not running here (run `npx firebase setup:emulators:firestore` once while online)",
    };
  }
  return { impl: 'firebase-tools', rulesEnforced: true };
}

/** What the summary says about the Storage emulator that started: exactly what runs, and what does not. */
export function describeStorage(storage, firebaseToolsVersion) {
  if (storage.rulesEnforced) return `firebase-tools ${firebaseToolsVersion}, rules: storage.rules`;
  return (
    `firebase-tools ${firebaseToolsVersion} Storage server, rules evaluation REPLACED (${storage.reason}): ` +
    'storage.rules NOT enforced, every request allowed'
  );
}

/**
 * The whole plan: what firebase-tools starts (`--only`), how Firestore and Storage run, and what is
 * skipped and why. Auth and Firestore are required; Realtime Database is an optional extra; Storage
 * always starts, with its rules enforced only where firebase-tools' rules runtime can run.
 */
export function planEmulators({ javaMajor, jars, sdkPath }) {
  const firestore = chooseFirestoreEmulator({ javaMajor, firebaseJarPresent: Boolean(jars.firestore), sdkPath });
  const storage = chooseStorageEmulator({
    javaMajor,
    jarPresent: Boolean(jars.storage),
    firestoreInFirebaseTools: firestore.impl === 'firebase-tools',
  });
  const firebaseTools = ['auth'];
  if (firestore.impl === 'firebase-tools') firebaseTools.push('firestore');
  const skipped = [];
  const reason = javaEmulatorBlocker({ service: 'database', javaMajor, jarPresent: Boolean(jars.database) });
  if (reason) skipped.push({ service: 'database', reason });
  else firebaseTools.push('database');
  if (storage.impl === 'firebase-tools') firebaseTools.push('storage');
  return { firestore, storage, firebaseTools, skipped };
}

/**
 * A firebase.json for firebase-tools, derived from the project's: same emulator settings, rules files
 * and indexes given as absolute paths (the derived config lives in a temporary folder), hosting left out.
 */
export function derivedFirebaseConfig(baseConfig, projectDir, services) {
  const config = { emulators: { ...baseConfig.emulators, ui: { enabled: false } } };
  const abs = (file) => joinPath(projectDir, file);
  if (services.includes('firestore')) {
    config.firestore = { ...baseConfig.firestore, rules: abs('firestore.rules') };
    if (baseConfig.firestore?.indexes) config.firestore.indexes = abs(baseConfig.firestore.indexes);
  }
  if (services.includes('database')) config.database = { ...baseConfig.database, rules: abs('database.rules.json') };
  if (services.includes('storage')) config.storage = { ...baseConfig.storage, rules: abs('storage.rules') };
  return config;
}

/**
 * Where to ask whether an emulator is up. Storage answers `GET /` with 501 (both its servers), so it is
 * asked for a listing of the default bucket (200, or 403 where rules refuse listing).
 */
export function readinessPath(service, projectId = PROJECT_ID) {
  return service === 'storage' ? `/v0/b/${projectId}.appspot.com/o` : '/';
}

/**
 * What answers on an emulator port, from the body of `GET /`: the Auth emulator answers JSON with
 * `authEmulator`, the Firestore emulator answers `Ok`. Anything else is 'other'.
 */
export function identifyEmulator(body) {
  const text = String(body ?? '').trim();
  if (text === 'Ok') return 'firestore';
  if (/"authEmulator"\s*:/.test(text)) return 'auth';
  return 'other';
}

export const USAGE = `Usage:
  node scripts/emulators.mjs [--no-seed]
      Start the Auth, Firestore and Storage emulators (project ${PROJECT_ID}), seed demo data, run until Ctrl-C.
  node scripts/emulators.mjs exec [--no-seed] [--serve] [--] <command...>
      Same, then run <command> with FIRESTORE_EMULATOR_HOST etc. set; stop the emulators when it ends
      and exit with its exit code. --serve: the command is a server (e.g. a preview) that runs until
      Ctrl-C, and Ctrl-C counts as a clean stop (exit 0).
  node scripts/emulators.mjs --serve [--no-seed] -- <command...>     (same as exec --serve)`;

/**
 * Parses the command line. Everything after `--` is the command; without `--`, the first argument after
 * `exec` that is not one of our flags starts it (npm strips the `--` of `npm run x -- cmd`).
 * Throws an Error with a usage message on anything it does not understand.
 */
export function parseArgs(argv) {
  const options = { mode: 'run', seed: true, serve: false, help: false, command: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--') {
      options.command = argv.slice(index + 1);
      break;
    }
    if (arg === 'exec') options.mode = 'exec';
    else if (arg === '--serve' || arg === 'serve') options.serve = true;
    else if (arg === '--no-seed') options.seed = false;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (options.mode === 'exec' || options.serve) {
      options.command = argv.slice(index);
      break;
    } else throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
  }
  if (options.serve && options.command.length > 0) options.mode = 'exec';
  if (options.mode === 'exec' && options.command.length === 0 && !options.help) {
    throw new Error(`exec needs a command, e.g. exec -- npm run test:e2e\n${USAGE}`);
  }
  if (options.mode === 'run' && options.command.length > 0) {
    throw new Error(`A command after "--" needs "exec" (or --serve) before it.\n${USAGE}`);
  }
  return options;
}

/**
 * The environment a wrapped command gets: the standard emulator variables for what actually started,
 * and STORAGE_RULES_ENFORCED ('true' or 'false') when Storage started, for tests of storage.rules.
 */
export function emulatorEnv(
  started,
  { host = HOST, ports = PORTS, projectId = PROJECT_ID, storageRulesEnforced = false } = {},
) {
  const env = {
    GCLOUD_PROJECT: projectId,
    FIREBASE_EMULATORS_STARTED: started.join(','),
  };
  if (started.includes('firestore')) env.FIRESTORE_EMULATOR_HOST = `${host}:${ports.firestore}`;
  if (started.includes('auth')) env.FIREBASE_AUTH_EMULATOR_HOST = `${host}:${ports.auth}`;
  if (started.includes('database')) env.FIREBASE_DATABASE_EMULATOR_HOST = `${host}:${ports.database}`;
  if (started.includes('storage')) {
    env.FIREBASE_STORAGE_EMULATOR_HOST = `${host}:${ports.storage}`;
    env.STORAGE_RULES_ENFORCED = String(storageRulesEnforced);
  }
  return env;
}

/** A command line for display, quoted the way a POSIX shell would need it. */
export function formatCommand(args) {
  return args.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`)).join(' ');
}

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };

/** The shell convention for a child's end: its exit code, or 128 + the signal number that killed it. */
export function exitCodeFor(code, signal) {
  if (typeof code === 'number') return code;
  if (signal) return 128 + (SIGNAL_NUMBERS[signal] ?? 1);
  return 1;
}

/** A plain-text table: a header row, a rule, the rows; columns padded to their widest cell. */
export function formatTable(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => String(cell ?? '').padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * The summary printed once everything is up: every emulator (started with which implementation, or
 * not started and why), the demo accounts, and what was seeded.
 */
export function formatSummary({ started, skipped, accounts, seeded, logDir }) {
  const rows = [
    ...started.map(({ service, impl, address }) => [SERVICE_LABELS[service], 'running', address, impl]),
    ...skipped.map(({ service, reason }) => [SERVICE_LABELS[service], 'NOT started', '-', reason]),
  ];
  const parts = [
    `Firebase emulators for project ${PROJECT_ID}`,
    '',
    formatTable(['Emulator', 'Status', 'Address', 'Implementation / reason'], rows),
  ];
  if (accounts?.length) {
    parts.push(
      '',
      'Demo accounts (Auth emulator):',
      formatTable(
        ['Email', 'Password', 'Roles', 'uid'],
        accounts.map((account) => [account.email, account.password, account.roles.join(', '), account.uid]),
      ),
    );
  }
  if (seeded) {
    const counts = Object.entries(seeded.counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    parts.push('', `Seeded ${seeded.total} Firestore documents: ${counts}.`);
  } else {
    parts.push('', 'Not seeded (--no-seed).');
  }
  if (logDir) parts.push(`Emulator logs: ${logDir}`);
  return parts.join('\n');
}
