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
 * stopped with it. This file starts them in order; pure decisions live in scripts/emulators-lib.mjs, what the
 * machine can run in emulators-machine.mjs, port and readiness probes in emulators-probes.mjs, the
 * processes and their shutdown in emulators-processes.mjs, and the rules reload in emulators-rules-reload.mjs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  derivedFirebaseConfig,
  describeStorage,
  emulatorEnv,
  exitCodeFor,
  formatCommand,
  formatSummary,
  HOST,
  parseArgs,
  planEmulators,
  PORTS,
  PROJECT_ID,
  READY_TIMEOUT_MS,
  SERVICE_LABELS,
  USAGE,
} from './emulators-lib.mjs';
import { detectJavaMajor, findSdkFirestoreEmulator, firebaseJars, firebaseToolsInfo } from './emulators-machine.mjs';
import { log, session, shutdown, startEmulator, tail } from './emulators-processes.mjs';
import { portConflicts, ready } from './emulators-probes.mjs';
import { watchRules } from './emulators-rules-reload.mjs';
import { seed } from './seed.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RULES = join(ROOT, 'firestore.rules');

let options = null;

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

  session.logDir = mkdtempSync(join(tmpdir(), 'thornbury-emulators-'));
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
  const configFile = join(session.logDir, 'firebase.json');
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
  while (pending.size && Date.now() < deadline && !session.shutdownPromise) {
    for (const service of [...pending]) if (await ready(service)) pending.delete(service);
    if (pending.size) await sleep(250);
  }
  if (session.shutdownPromise) return;
  if (pending.size) {
    const names = [...pending].map((service) => SERVICE_LABELS[service]).join(', ');
    const logs = session.emulators
      .filter((entry) => entry.services.some((service) => pending.has(service)))
      .map((entry) => tail(entry.logFile, 15))
      .join('\n\n');
    await shutdown(1, `Timed out after ${READY_TIMEOUT_MS / 1000} s waiting for: ${names}.\n${logs}`, {
      failure: true,
    });
    return;
  }
  if (plan.firestore.impl === 'gcloud-sdk') session.rulesWatcher = watchRules(ROOT, RULES);

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
  if (session.shutdownPromise) return;
  session.startedUp = true;

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
      logDir: session.logDir,
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
  session.command = spawn(options.command[0], options.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  session.command.on('error', (error) => {
    void shutdown(127, `Could not run "${options.command[0]}": ${error.message}`);
  });
  session.command.on('exit', (code, signal) => {
    const status = exitCodeFor(code, signal);
    if (options.serve && session.interrupted) void shutdown(0);
    else
      void shutdown(status, status === 0 ? null : `Command exited with ${signal ?? `code ${code}`}.`, {
        failure: status !== 0,
      });
  });
}

main().catch((error) => {
  void shutdown(1, `emulators: ${error.stack ?? error.message}`, { failure: true });
});
