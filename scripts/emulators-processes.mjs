import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const STOP_GRACE_MS = 15_000;
const COMMAND_GRACE_MS = 10_000;

export const log = (message = '') => process.stderr.write(`${message}\n`);

/**
 * What this run has started and how far it got, shared by the start-up (emulators.mjs) and the shutdown
 * here: the emulators, the wrapped command, where their logs go, and whether the start-up finished.
 */
export const session = {
  emulators: [], // { name, services, child, logFile, exited }
  /** The wrapped command's ChildProcess. */
  command: null,
  shutdownPromise: null,
  /** The signal that asked us to stop. */
  interrupted: null,
  logDir: null,
  keepLogs: false,
  rulesWatcher: null,
  startedUp: false,
};

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

export function startEmulator(name, services, file, args) {
  const logFile = join(session.logDir, `${name}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(file, args, {
    cwd: session.logDir,
    detached: true,
    stdio: ['ignore', out, out],
    env: process.env,
  });
  closeSync(out);
  const entry = { name, services, child, logFile, exited: false };
  child.on('error', (error) => {
    entry.exited = true;
    void shutdown(1, `Could not start the ${name} emulator (${file}): ${error.message}`, { failure: true });
  });
  child.on('exit', (code, signal) => {
    entry.exited = true;
    if (session.shutdownPromise) return;
    void shutdown(
      1,
      `The ${name} emulator stopped unexpectedly (${signal ?? `exit code ${code}`}).\n${tail(logFile)}`,
      {
        failure: true,
      },
    );
  });
  session.emulators.push(entry);
  return entry;
}

export function tail(file, lines = 25) {
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
  if (!session.command || session.command.exitCode !== null || session.command.signalCode !== null) return;
  const exited = new Promise((done) => session.command.once('exit', done));
  // Ctrl-C in a terminal already reached the command (same process group); anything else is forwarded.
  if (session.interrupted !== 'SIGINT') session.command.kill(session.interrupted ?? 'SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(COMMAND_GRACE_MS).then(() => true)]);
  if (timedOut) {
    session.command.kill('SIGTERM');
    const stillRunning = await Promise.race([exited.then(() => false), sleep(3000).then(() => true)]);
    if (stillRunning) session.command.kill('SIGKILL');
  }
}

/** Stops the command (if any) and every emulator, then exits. Idempotent: later calls share the first. */
export function shutdown(code, message, { failure = false } = {}) {
  if (session.shutdownPromise) return session.shutdownPromise;
  if (failure) session.keepLogs = true;
  session.shutdownPromise = (async () => {
    if (message) log(message);
    session.rulesWatcher?.close();
    await stopCommand();
    const running = session.emulators.filter((entry) => entry.child.pid && groupAlive(entry.child.pid));
    if (running.length) log(`Stopping emulators: ${running.map((entry) => entry.name).join(', ')}…`);
    await Promise.all(session.emulators.map(stopGroup));
    if (session.logDir) {
      if (session.keepLogs) log(`Emulator logs kept in ${session.logDir}`);
      else rmSync(session.logDir, { recursive: true, force: true });
    }
    process.exit(code);
  })();
  return session.shutdownPromise;
}

// Last resort if we exit some other way: never leave an emulator behind.
process.on('exit', () => {
  for (const entry of session.emulators)
    if (entry.child.pid && groupAlive(entry.child.pid)) killGroup(entry.child.pid, 'SIGKILL');
});

let signalCount = 0;
function onSignal(signal) {
  signalCount += 1;
  if (signalCount > 1) {
    log('Second interrupt: killing everything now.');
    if (session.command?.pid) session.command.kill('SIGKILL');
    process.exit(130);
  }
  session.interrupted = signal;
  if (session.command) {
    log(`\n${signal} received: stopping the command, then the emulators…`);
    return; // the command's exit handler calls shutdown
  }
  // Running until Ctrl-C is the normal way to stop; an interrupted start-up is not.
  void shutdown(session.startedUp ? 0 : 130, `\n${signal} received.`);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => onSignal(signal));
