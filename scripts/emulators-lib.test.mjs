import { describe, expect, it } from 'vitest';
import {
  chooseFirestoreEmulator,
  chooseStorageEmulator,
  derivedFirebaseConfig,
  describeStorage,
  emulatorEnv,
  exitCodeFor,
  formatCommand,
  formatSummary,
  formatTable,
  hasFirebaseJar,
  identifyEmulator,
  javaEmulatorBlocker,
  parseArgs,
  parseJavaMajor,
  pathCandidates,
  planEmulators,
  readinessPath,
  sdkEmulatorCandidates,
} from './emulators-lib.mjs';

const SDK = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

describe('parseJavaMajor', () => {
  it('reads modern OpenJDK output', () => {
    const output = [
      'openjdk version "17.0.15" 2025-04-15',
      'OpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)',
      'OpenJDK 64-Bit Server VM (build 17.0.15+6-Debian-1deb12u1, mixed mode, sharing)',
    ].join('\n');
    expect(parseJavaMajor(output)).toBe(17);
  });

  it('reads a bare major version and early-access builds', () => {
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('openjdk version "22-ea" 2024-03-19')).toBe(22);
    expect(parseJavaMajor('java version "25.0.1" 2025-10-21 LTS')).toBe(25);
  });

  it('reads the old 1.x scheme as its real major version', () => {
    expect(parseJavaMajor('java version "1.8.0_292"')).toBe(8);
  });

  it('returns null when there is nothing to read', () => {
    expect(parseJavaMajor('')).toBeNull();
    expect(parseJavaMajor(undefined)).toBeNull();
    expect(parseJavaMajor('bash: java: command not found')).toBeNull();
  });
});

describe('hasFirebaseJar', () => {
  it('matches the firebase-tools jar of any version, and nothing else', () => {
    expect(hasFirebaseJar(['cloud-firestore-emulator-v1.22.0.jar'], 'cloud-firestore-emulator')).toBe(true);
    expect(hasFirebaseJar(['cloud-firestore-emulator-v1.22.0.jar.tmp'], 'cloud-firestore-emulator')).toBe(false);
    expect(hasFirebaseJar(['ui-v1.15.0.zip'], 'cloud-firestore-emulator')).toBe(false);
    expect(hasFirebaseJar([], 'firebase-database-emulator')).toBe(false);
  });
});

describe('emulator candidates', () => {
  it('checks PATH first, then the gcloud SDK root, then the usual places, then ~/google-cloud-sdk', () => {
    const candidates = sdkEmulatorCandidates({
      pathEnv: '/usr/local/bin:/usr/bin/',
      sdkRoot: '/snap/google-cloud-cli/current',
      home: '/home/ada',
    });
    expect(candidates).toEqual([
      '/usr/local/bin/cloud_firestore_emulator',
      '/usr/bin/cloud_firestore_emulator',
      '/snap/google-cloud-cli/current/platform/cloud-firestore-emulator/cloud_firestore_emulator',
      SDK,
      '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
      '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
      '/home/ada/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
    ]);
  });

  it('removes duplicates (gcloud reporting a usual location, repeated PATH entries)', () => {
    const candidates = sdkEmulatorCandidates({ pathEnv: '/bin::/bin', sdkRoot: '/usr/lib/google-cloud-sdk' });
    expect(candidates.filter((path) => path === SDK)).toHaveLength(1);
    expect(candidates.filter((path) => path === '/bin/cloud_firestore_emulator')).toHaveLength(1);
    expect(pathCandidates('C:\\a;C:\\b', ';')).toEqual([
      'C:\\a/cloud_firestore_emulator',
      'C:\\b/cloud_firestore_emulator',
    ]);
  });
});

describe('chooseFirestoreEmulator', () => {
  it("prefers firebase-tools' emulator on Java 21+ with its jar downloaded", () => {
    expect(chooseFirestoreEmulator({ javaMajor: 21, firebaseJarPresent: true, sdkPath: SDK })).toEqual({
      impl: 'firebase-tools',
      label: 'firebase-tools',
    });
  });

  it('falls back to the Cloud SDK emulator on Java 17', () => {
    expect(chooseFirestoreEmulator({ javaMajor: 17, firebaseJarPresent: true, sdkPath: SDK })).toEqual({
      impl: 'gcloud-sdk',
      path: SDK,
      label: 'Google Cloud SDK Firestore emulator (Java 17 fallback)',
    });
  });

  it('falls back to the Cloud SDK emulator on Java 21 when the firebase-tools jar is missing (offline)', () => {
    const choice = chooseFirestoreEmulator({ javaMajor: 21, firebaseJarPresent: false, sdkPath: SDK });
    expect(choice.impl).toBe('gcloud-sdk');
    expect(choice.label).toBe('Google Cloud SDK Firestore emulator (firebase-tools jar not downloaded fallback)');
  });

  it('gives up with every reason when nothing can run', () => {
    const old = chooseFirestoreEmulator({ javaMajor: 17, firebaseJarPresent: false, sdkPath: null });
    expect(old.impl).toBeNull();
    expect(old.reason).toContain('needs Java 21+ and this machine has Java 17');
    expect(old.reason).toContain('Google Cloud SDK Firestore emulator was not found');

    const noJava = chooseFirestoreEmulator({ javaMajor: null, firebaseJarPresent: true, sdkPath: SDK });
    expect(noJava.impl).toBeNull();
    expect(noJava.reason).toContain('no Java was found');

    const noJar = chooseFirestoreEmulator({ javaMajor: 21, firebaseJarPresent: false, sdkPath: null });
    expect(noJar.reason).toContain('setup:emulators:firestore');
  });
});

describe('javaEmulatorBlocker and planEmulators', () => {
  it('explains why the Realtime Database and Storage emulators cannot run on Java 17', () => {
    expect(javaEmulatorBlocker({ service: 'database', javaMajor: 17, jarPresent: true })).toBe(
      "needs Java 21+ for firebase-tools' emulator; this machine has Java 17",
    );
    expect(javaEmulatorBlocker({ service: 'storage', javaMajor: null, jarPresent: true })).toBe(
      "needs Java 21+ for firebase-tools' emulator; no Java was found on PATH",
    );
    expect(javaEmulatorBlocker({ service: 'storage', javaMajor: 21, jarPresent: false })).toContain(
      'setup:emulators:storage',
    );
    expect(javaEmulatorBlocker({ service: 'storage', javaMajor: 21, jarPresent: true })).toBeNull();
  });

  it('plans this machine: Auth in firebase-tools, Firestore from the SDK, Storage with its rules replaced', () => {
    const plan = planEmulators({ javaMajor: 17, jars: {}, sdkPath: SDK });
    expect(plan.firebaseTools).toEqual(['auth']);
    expect(plan.firestore.impl).toBe('gcloud-sdk');
    expect(plan.skipped.map((entry) => entry.service)).toEqual(['database']);
    expect(plan.storage).toEqual({
      impl: 'rules-replaced',
      rulesEnforced: false,
      reason: "needs Java 21+ for firebase-tools' emulator; this machine has Java 17",
    });
  });

  it('plans Storage with rules replaced on Java 21 whose rules runtime jar is missing', () => {
    const plan = planEmulators({ javaMajor: 21, jars: { firestore: true }, sdkPath: null });
    expect(plan.firebaseTools).toEqual(['auth', 'firestore']);
    expect(plan.storage.impl).toBe('rules-replaced');
    expect(plan.storage.reason).toContain('setup:emulators:storage');
  });

  it('plans a fully equipped machine: everything in firebase-tools', () => {
    const plan = planEmulators({
      javaMajor: 21,
      jars: { firestore: true, database: true, storage: true },
      sdkPath: null,
    });
    expect(plan.firebaseTools).toEqual(['auth', 'firestore', 'database', 'storage']);
    expect(plan.skipped).toEqual([]);
    expect(plan.storage).toEqual({ impl: 'firebase-tools', rulesEnforced: true });
  });
});

describe('chooseStorageEmulator and describeStorage', () => {
  it('uses the real emulator with storage.rules only where its rules runtime can run', () => {
    expect(chooseStorageEmulator({ javaMajor: 21, jarPresent: true })).toEqual({
      impl: 'firebase-tools',
      rulesEnforced: true,
    });
    expect(chooseStorageEmulator({ javaMajor: null, jarPresent: true }).impl).toBe('rules-replaced');
    expect(chooseStorageEmulator({ javaMajor: 25, jarPresent: false }).impl).toBe('rules-replaced');
  });

  it('replaces the rules evaluation when firebase-tools runs no Firestore for storage.rules to read', () => {
    const plan = planEmulators({ javaMajor: 21, jars: { storage: true }, sdkPath: SDK });
    expect(plan.firestore.impl).toBe('gcloud-sdk');
    expect(plan.firebaseTools).toEqual(['auth']);
    expect(plan.storage.impl).toBe('rules-replaced');
    expect(plan.storage.reason).toContain("firebase-tools' Firestore emulator is not running here");
  });

  it('says exactly what started: rules enforced, or replaced and why', () => {
    expect(describeStorage({ impl: 'firebase-tools', rulesEnforced: true }, '15.34.2')).toBe(
      'firebase-tools 15.34.2, rules: storage.rules',
    );
    expect(describeStorage(chooseStorageEmulator({ javaMajor: 17, jarPresent: false }), '15.34.2')).toBe(
      "firebase-tools 15.34.2 Storage server, rules evaluation REPLACED (needs Java 21+ for firebase-tools' emulator; " +
        'this machine has Java 17): storage.rules NOT enforced, every request allowed',
    );
  });

  it('asks Storage for a bucket listing to know it is up (it answers / with 501)', () => {
    expect(readinessPath('storage')).toBe('/v0/b/demo-community.appspot.com/o');
    expect(readinessPath('auth')).toBe('/');
    expect(readinessPath('firestore')).toBe('/');
  });
});

describe('derivedFirebaseConfig', () => {
  const base = {
    hosting: { public: 'dist' },
    emulators: { singleProjectMode: true, auth: { host: '127.0.0.1', port: 9099 }, ui: { enabled: false } },
  };

  it('keeps the emulator settings, drops hosting, and points at the rules files by absolute path', () => {
    const config = derivedFirebaseConfig(base, '/repo', ['auth', 'firestore', 'database', 'storage']);
    expect(config.hosting).toBeUndefined();
    expect(config.emulators.auth).toEqual({ host: '127.0.0.1', port: 9099 });
    expect(config.emulators.singleProjectMode).toBe(true);
    expect(config.firestore.rules).toBe('/repo/firestore.rules');
    expect(config.firestore.indexes).toBeUndefined();
    const withIndexes = derivedFirebaseConfig({ ...base, firestore: { indexes: 'firestore.indexes.json' } }, '/repo', [
      'firestore',
    ]);
    expect(withIndexes.firestore.indexes).toBe('/repo/firestore.indexes.json');
    expect(config.database.rules).toBe('/repo/database.rules.json');
    expect(config.storage.rules).toBe('/repo/storage.rules');
  });

  it('only configures the services being started', () => {
    const config = derivedFirebaseConfig(base, '/repo', ['auth']);
    expect(Object.keys(config)).toEqual(['emulators']);
  });
});

describe('identifyEmulator', () => {
  it('recognises the Auth and Firestore emulators from GET /', () => {
    expect(identifyEmulator('{\n  "authEmulator": {\n    "ready": true\n  }\n}')).toBe('auth');
    expect(identifyEmulator('Ok')).toBe('firestore');
    expect(identifyEmulator('Ok\n')).toBe('firestore');
    expect(identifyEmulator('<html>vite</html>')).toBe('other');
    expect(identifyEmulator(null)).toBe('other');
  });
});

describe('parseArgs', () => {
  it('defaults to running until Ctrl-C, with seeding', () => {
    expect(parseArgs([])).toEqual({ mode: 'run', seed: true, serve: false, help: false, command: [] });
    expect(parseArgs(['--no-seed']).seed).toBe(false);
  });

  it('takes everything after -- as the command, untouched', () => {
    const options = parseArgs(['exec', '--', 'node', '-e', 'console.log(1)', '--no-seed']);
    expect(options.mode).toBe('exec');
    expect(options.seed).toBe(true);
    expect(options.command).toEqual(['node', '-e', 'console.log(1)', '--no-seed']);
  });

  it('accepts --serve with or without exec', () => {
    expect(parseArgs(['exec', '--serve', '--', 'vite', 'preview'])).toMatchObject({ mode: 'exec', serve: true });
    expect(parseArgs(['--serve', '--no-seed', '--', 'vite'])).toMatchObject({ mode: 'exec', serve: true, seed: false });
  });

  it('takes the command without -- too, as npm run passes it', () => {
    expect(parseArgs(['exec', '--no-seed', 'sh', '-c', 'exit 3', '--serve'])).toMatchObject({
      mode: 'exec',
      seed: false,
      serve: false,
      command: ['sh', '-c', 'exit 3', '--serve'],
    });
    expect(parseArgs(['--serve', 'vite', 'preview'])).toMatchObject({
      mode: 'exec',
      serve: true,
      command: ['vite', 'preview'],
    });
  });

  it('rejects exec without a command, a command without exec, and unknown flags', () => {
    expect(() => parseArgs(['exec'])).toThrow(/needs a command/);
    expect(() => parseArgs(['exec', '--'])).toThrow(/needs a command/);
    expect(() => parseArgs(['--', 'ls'])).toThrow(/needs "exec"/);
    expect(() => parseArgs(['--seed'])).toThrow(/Unknown argument "--seed"/);
    expect(() => parseArgs(['ls'])).toThrow(/Unknown argument "ls"/);
  });
});

describe('emulatorEnv', () => {
  it('sets the standard variables for what started', () => {
    expect(emulatorEnv(['auth', 'firestore'])).toEqual({
      GCLOUD_PROJECT: 'demo-community',
      FIREBASE_EMULATORS_STARTED: 'auth,firestore',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
  });

  it('adds the Realtime Database and Storage hosts only when they started', () => {
    const env = emulatorEnv(['auth', 'firestore', 'database', 'storage']);
    expect(env.FIREBASE_DATABASE_EMULATOR_HOST).toBe('127.0.0.1:9000');
    expect(env.FIREBASE_STORAGE_EMULATOR_HOST).toBe('127.0.0.1:9199');
    expect(env.STORAGE_RULES_ENFORCED).toBe('false');
    expect(emulatorEnv(['storage'], { storageRulesEnforced: true }).STORAGE_RULES_ENFORCED).toBe('true');
    expect(emulatorEnv(['auth']).FIRESTORE_EMULATOR_HOST).toBeUndefined();
    expect(emulatorEnv(['auth']).STORAGE_RULES_ENFORCED).toBeUndefined();
  });
});

describe('exitCodeFor', () => {
  it('passes exit codes through and maps signals the shell way', () => {
    expect(exitCodeFor(0, null)).toBe(0);
    expect(exitCodeFor(3, null)).toBe(3);
    expect(exitCodeFor(null, 'SIGINT')).toBe(130);
    expect(exitCodeFor(null, 'SIGTERM')).toBe(143);
    expect(exitCodeFor(null, null)).toBe(1);
  });
});

describe('formatting', () => {
  it('quotes a command for display only where needed', () => {
    expect(formatCommand(['sh', '-c', 'exit 3'])).toBe("sh -c 'exit 3'");
    expect(formatCommand(['echo', "it's"])).toBe("echo 'it'\\''s'");
    expect(formatCommand(['npm', 'run', 'test:e2e', '--', '--grep=a/b'])).toBe('npm run test:e2e -- --grep=a/b');
  });

  it('pads table columns to the widest cell', () => {
    expect(formatTable(['A', 'Long header'], [['wide cell', 'x']])).toBe(
      ['A          Long header', '---------  -----------', 'wide cell  x'].join('\n'),
    );
  });

  it('summarises what runs, what does not and why, the accounts and the seed', () => {
    const summary = formatSummary({
      started: [
        { service: 'auth', impl: 'firebase-tools 15.34.2', address: '127.0.0.1:9099' },
        {
          service: 'firestore',
          impl: 'Google Cloud SDK Firestore emulator (Java 17 fallback)',
          address: '127.0.0.1:8080',
        },
      ],
      skipped: [
        { service: 'database', reason: "needs Java 21+ for firebase-tools' emulator; this machine has Java 17" },
      ],
      accounts: [{ email: 'a@b.test', password: 'pw', roles: ['member'], uid: 'u1' }],
      seeded: { total: 2, counts: { users: 1, settings: 1 } },
      logDir: '/tmp/x',
    });
    expect(summary).toMatch(/Authentication\s+running\s+127\.0\.0\.1:9099\s+firebase-tools 15\.34\.2/);
    expect(summary).toMatch(
      /Firestore\s+running\s+127\.0\.0\.1:8080\s+Google Cloud SDK Firestore emulator \(Java 17 fallback\)/,
    );
    expect(summary).toMatch(/Realtime Database\s+NOT started\s+-\s+needs Java 21\+/);
    expect(summary).toMatch(/a@b\.test\s+pw\s+member\s+u1/);
    expect(summary).toContain('Seeded 2 Firestore documents: users 1, settings 1.');
    expect(formatSummary({ started: [], skipped: [], accounts: null, seeded: null })).toContain('Not seeded');
  });
});
