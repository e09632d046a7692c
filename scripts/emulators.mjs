#!/usr/bin/env node
/**
 * Local Firebase backend for development and tests (project `demo-community`, no credentials).
 *
 *   node scripts/emulators.mjs [--no-seed]                    start, seed, run until Ctrl-C
 *   node scripts/emulators.mjs exec [--no-seed] -- <cmd...>   start, seed, run <cmd>, stop, exit with its code
 *   node scripts/emulators.mjs exec --serve -- <cmd...>       same, for a server that runs until Ctrl-C
 *
 * Starts the Auth emulator (firebase-tools) and a Firestore emulator with firestore.rules: firebase-tools'
 * own when it can run (Java 21+ and its jar already downloaded), otherwise the Google Cloud SDK's
 * (same engine, runs on older Java). Storage: firebase-tools' own emulator with storage.rules where it can
 * run, otherwise firebase-tools' Storage server with its rules evaluation replaced
 * (scripts/storage-emulator.mjs: storage.rules NOT enforced, and the summary says so). Realtime Database
 * starts only where firebase-tools can run it; otherwise the summary says why. Every emulator runs in its own process group and is
 * stopped with it. Pure decisions live in scripts/emulators-lib.mjs.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  derivedFirebaseConfig,
  describeStorage,
  emulatorEnv,
  exitCodeFor,
  FIREBASE_JAR_PREFIXES,
  formatCommand,
  formatSummary,
  hasFirebaseJar,
  HOST,
  identifyEmulator,
  parseArgs,
  parseJavaMajor,
  pathCandidates,
  planEmulators,
  PORTS,
  PROJECT_ID,
  READY_TIMEOUT_MS,
  readinessPath,
  SERVICE_LABELS,
  sdkEmulatorCandidates,
  USAGE,
} from './emulators-lib.mjs';
import { seed } from './seed.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RULES = join(ROOT, 'firestore.rules');
const STOP_GRACE_MS = 15_000;
const COMMAND_GRACE_MS = 10_000;

const log = (message = '') => process.stderr.write(`${message}\n`);

// ---------------------------------------------------------------------------------------------
// What this machine can run

function detectJavaMajor() {
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

function findSdkFirestoreEmulator() {
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
function firebaseJars(firebaseToolsDir) {
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

function firebaseToolsInfo() {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('firebase-tools/package.json');
  const { version, bin } = JSON.parse(readFileSync(packageJson, 'utf8'));
  const dir = dirname(packageJson);
  return { dir, version, bin: join(dir, typeof bin === 'string' ? bin : bin.firebase) };
}

// ---------------------------------------------------------------------------------------------
// Probing ports

function portOpen(port) {
  return new Promise((done) => {
    const socket = connect({ host: HOST, port });
    const finish = (open) => {
      socket.destroy();
      done(open);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

async function httpText(url) {
  try {
    const response = await globalThis.fetch(url, { signal: globalThis.AbortSignal.timeout(2000) });
    return { status: response.status, text: await response.text() };
  } catch {
    return null;
  }
}

async function ready(service) {
  const answer = await httpText(`http://${HOST}:${PORTS[service]}${readinessPath(service)}`);
  if (!answer) return false;
  if (service === 'auth' || service === 'firestore') return identifyEmulator(answer.text) === service;
  return answer.status < 500;
}

async function portConflicts(services) {
  const problems = [];
  for (const service of services) {
    const port = PORTS[service];
    if (!(await portOpen(port))) continue;
    const answer = await httpText(`http://${HOST}:${port}/`);
    const what = answer ? identifyEmulator(answer.text) : 'other';
    problems.push(
      what === service
        ? `Port ${port} is already in use by a running ${SERVICE_LABELS[service]} emulator (another \`npm run emulators\` or \`firebase emulators:start\`?). ` +
            'This script does not reuse emulators it did not start: stop that one first.'
        : `Port ${port} (${SERVICE_LABELS[service]}) is already in use by another program. Free it first (e.g. \`ss -ltnp | grep :${port}\`).`,
    );
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Processes

const emulators = []; // { name, child, logFile }
let command = null; // the wrapped command's ChildProcess
let shutdownPromise = null;
let interrupted = null; // the signal that asked us to stop
let logDir = null;
let keepLogs = false;
let rulesWatcher = null;

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function startEmulator(name, services, file, args) {
  const logFile = join(logDir, `${name}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(file, args, { cwd: logDir, detached: true, stdio: ['ignore', out, out], env: process.env });
  closeSync(out);
  const entry = { name, services, child, logFile, exited: false };
  child.on('error', (error) => {
    entry.exited = true;
    void shutdown(1, `Could not start the ${name} emulator (${file}): ${error.message}`, { failure: true });
  });
  child.on('exit', (code, signal) => {
    entry.exited = true;
    if (shutdownPromise) return;
    void shutdown(
      1,
      `The ${name} emulator stopped unexpectedly (${signal ?? `exit code ${code}`}).\n${tail(logFile)}`,
      {
        failure: true,
      },
    );
  });
  emulators.push(entry);
  return entry;
}

function tail(file, lines = 25) {
  try {
    const text = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    return `Last lines of ${file}:\n${text}`;
  } catch {
    return '';
  }
}

async function stopGroup(entry) {
  const { pid } = entry.child;
  if (!pid || !groupAlive(pid)) return;
  killGroup(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) {
    log(`The ${entry.name} emulator did not stop within ${STOP_GRACE_MS / 1000} s; killing it.`);
    killGroup(pid, 'SIGKILL');
    while (groupAlive(pid)) await sleep(50);
  }
}

async function stopCommand() {
  if (!command || command.exitCode !== null || command.signalCode !== null) return;
  const exited = new Promise((done) => command.once('exit', done));
  // Ctrl-C in a terminal already reached the command (same process group); anything else is forwarded.
  if (interrupted !== 'SIGINT') command.kill(interrupted ?? 'SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(COMMAND_GRACE_MS).then(() => true)]);
  if (timedOut) {
    command.kill('SIGTERM');
    const stillRunning = await Promise.race([exited.then(() => false), sleep(3000).then(() => true)]);
    if (stillRunning) command.kill('SIGKILL');
  }
}

/** Stops the command (if any) and every emulator, then exits. Idempotent: later calls share the first. */
function shutdown(code, message, { failure = false } = {}) {
  if (shutdownPromise) return shutdownPromise;
  if (failure) keepLogs = true;
  shutdownPromise = (async () => {
    if (message) log(message);
    rulesWatcher?.close();
    await stopCommand();
    const running = emulators.filter((entry) => entry.child.pid && groupAlive(entry.child.pid));
    if (running.length) log(`Stopping emulators: ${running.map((entry) => entry.name).join(', ')}…`);
    await Promise.all(emulators.map(stopGroup));
    if (logDir) {
      if (keepLogs) log(`Emulator logs kept in ${logDir}`);
      else rmSync(logDir, { recursive: true, force: true });
    }
    process.exit(code);
  })();
  return shutdownPromise;
}

// Last resort if we exit some other way: never leave an emulator behind.
process.on('exit', () => {
  for (const entry of emulators)
    if (entry.child.pid && groupAlive(entry.child.pid)) killGroup(entry.child.pid, 'SIGKILL');
});

let signalCount = 0;
function onSignal(signal) {
  signalCount += 1;
  if (signalCount > 1) {
    log('Second interrupt: killing everything now.');
    if (command?.pid) command.kill('SIGKILL');
    process.exit(130);
  }
  interrupted = signal;
  if (command) {
    log(`\n${signal} received: stopping the command, then the emulators…`);
    return; // the command's exit handler calls shutdown
  }
  // Running until Ctrl-C is the normal way to stop; an interrupted start-up is not.
  void shutdown(startedUp ? 0 : 130, `\n${signal} received.`);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => onSignal(signal));

// ---------------------------------------------------------------------------------------------
// Firestore rules hot reload (the Cloud SDK emulator reads --rules once; firebase-tools reloads its own)

function watchRules() {
  let timer = null;
  let queue = Promise.resolve();
  const reload = async () => {
    try {
      const content = readFileSync(RULES, 'utf8');
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
    rulesWatcher = watch(ROOT, (_event, fileName) => {
      if (fileName !== 'firestore.rules' || !existsSync(RULES)) return;
      clearTimeout(timer);
      // One reload at a time, in order, so the emulator always ends up with the latest file.
      timer = setTimeout(() => (queue = queue.then(reload)), 200);
    });
  } catch {
    // watching is a convenience only
  }
}

// ---------------------------------------------------------------------------------------------
// Main

let options = null;
let startedUp = false;

async function main() {
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    log(error.message);
    process.exit(2);
  }
  if (options.help) {
    log(USAGE);
    process.exit(0);
  }
  if (!existsSync(RULES)) {
    log(`Missing ${RULES}: the Firestore emulator needs the project's rules.`);
    process.exit(1);
  }

  const firebaseTools = firebaseToolsInfo();
  const javaMajor = detectJavaMajor();
  const jars = firebaseJars(firebaseTools.dir);
  const sdkPath = jars.firestore && javaMajor >= 21 ? null : findSdkFirestoreEmulator();
  const plan = planEmulators({ javaMajor, jars, sdkPath });
  if (!plan.firestore.impl) {
    log(`Cannot start a Firestore emulator: ${plan.firestore.reason}.`);
    process.exit(1);
  }

  const services = [
    ...plan.firebaseTools,
    ...(plan.firestore.impl === 'gcloud-sdk' ? ['firestore'] : []),
    ...(plan.storage.impl === 'rules-replaced' ? ['storage'] : []),
  ];
  const conflicts = await portConflicts(services);
  if (conflicts.length) {
    log(conflicts.join('\n'));
    process.exit(1);
  }

  logDir = mkdtempSync(join(tmpdir(), 'thornbury-emulators-'));
  log(`Starting emulators for ${PROJECT_ID}: ${services.map((service) => SERVICE_LABELS[service]).join(', ')}…`);

  if (plan.firestore.impl === 'gcloud-sdk') {
    startEmulator('Firestore', ['firestore'], plan.firestore.path, [
      'start',
      '--host',
      HOST,
      '--port',
      String(PORTS.firestore),
      '--rules',
      RULES,
      '--single_project_mode',
      '--project_id',
      PROJECT_ID,
    ]);
  }
  const baseConfig = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const configFile = join(logDir, 'firebase.json');
  writeFileSync(
    configFile,
    `${JSON.stringify(derivedFirebaseConfig(baseConfig, ROOT, plan.firebaseTools), null, 2)}\n`,
  );
  startEmulator(`firebase-tools (${plan.firebaseTools.join(', ')})`, plan.firebaseTools, process.execPath, [
    firebaseTools.bin,
    'emulators:start',
    '--only',
    plan.firebaseTools.join(','),
    '--project',
    PROJECT_ID,
    '--config',
    configFile,
  ]);

  if (plan.storage.impl === 'rules-replaced') {
    startEmulator('Storage (rules not enforced)', ['storage'], process.execPath, [
      join(ROOT, 'scripts', 'storage-emulator.mjs'),
      '--host',
      HOST,
      '--port',
      String(PORTS.storage),
      '--project',
      PROJECT_ID,
    ]);
  }

  // Wait for every service to answer.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const pending = new Set(services);
  while (pending.size && Date.now() < deadline && !shutdownPromise) {
    for (const service of [...pending]) if (await ready(service)) pending.delete(service);
    if (pending.size) await sleep(250);
  }
  if (shutdownPromise) return;
  if (pending.size) {
    const names = [...pending].map((service) => SERVICE_LABELS[service]).join(', ');
    const logs = emulators
      .filter((entry) => entry.services.some((service) => pending.has(service)))
      .map((entry) => tail(entry.logFile, 15))
      .join('\n\n');
    await shutdown(1, `Timed out after ${READY_TIMEOUT_MS / 1000} s waiting for: ${names}.\n${logs}`, {
      failure: true,
    });
    return;
  }
  if (plan.firestore.impl === 'gcloud-sdk') watchRules();

  let seeded = null;
  if (options.seed) {
    try {
      seeded = await seed({
        projectId: PROJECT_ID,
        firestoreHost: `${HOST}:${PORTS.firestore}`,
        authHost: `${HOST}:${PORTS.auth}`,
      });
    } catch (error) {
      await shutdown(1, `Seeding failed: ${error.message}`, { failure: true });
      return;
    }
  }
  if (shutdownPromise) return;
  startedUp = true;

  const implementation = {
    auth: `firebase-tools ${firebaseTools.version}`,
    firestore:
      plan.firestore.impl === 'firebase-tools' ? `firebase-tools ${firebaseTools.version}` : plan.firestore.label,
    database: `firebase-tools ${firebaseTools.version}`,
    storage: describeStorage(plan.storage, firebaseTools.version),
  };
  const order = ['auth', 'firestore', 'database', 'storage'];
  const started = order.filter((service) => services.includes(service));
  log('');
  log(
    formatSummary({
      started: started.map((service) => ({
        service,
        impl: service === 'firestore' ? `${implementation.firestore}, rules: firestore.rules` : implementation[service],
        address: `${HOST}:${PORTS[service]}`,
      })),
      skipped: plan.skipped,
      accounts: seeded ? seeded.accounts : null,
      seeded,
      logDir,
    }),
  );
  log('');

  const env = emulatorEnv(started, { storageRulesEnforced: plan.storage.rulesEnforced });
  if (options.mode === 'run') {
    log('Emulators running. Press Ctrl-C to stop them.');
    log(
      Object.entries(env)
        .map(([key, value]) => `  ${key}=${value}`)
        .join('\n'),
    );
    return; // the signal handler shuts down
  }

  log(`$ ${formatCommand(options.command)}${options.serve ? '   (Ctrl-C stops it and the emulators)' : ''}`);
  command = spawn(options.command[0], options.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  command.on('error', (error) => {
    void shutdown(127, `Could not run "${options.command[0]}": ${error.message}`);
  });
  command.on('exit', (code, signal) => {
    const status = exitCodeFor(code, signal);
    if (options.serve && interrupted) void shutdown(0);
    else
      void shutdown(status, status === 0 ? null : `Command exited with ${signal ?? `code ${code}`}.`, {
        failure: status !== 0,
      });
  });
}

main().catch((error) => {
  void shutdown(1, `emulators: ${error.stack ?? error.message}`, { failure: true });
});
