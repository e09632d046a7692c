/**
 * The processes the benchmark (scripts/bench.mjs) starts: the build command, the Hosting emulator serving
 * the build, Lighthouse's Chromes; and stopping them all on exit, error or Ctrl-C.
 */
import { DIST, ORIGIN, PORT, ROOT, running } from './bench-config.mjs';
import { SCRIPT_FREE_DIRECTORY } from './bench-lib.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

// --- Processes ----------------------------------------------------------------------------------

/**
 * Runs a command with its output captured (not inherited), so a failure can print it in one piece.
 * @returns {Promise<{ code: number | null, output: string }>}
 */
export function runCaptured(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: -1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Whether the preview server answers with any HTTP response. */
export async function answers(url) {
  try {
    const response = await globalThis.fetch(url, { signal: globalThis.AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Serves the build the way production does: Firebase Hosting's emulator (firebase-tools, pure
 * JavaScript) with this project's firebase.json, so pages get the same compression, cache headers,
 * clean addresses and app-shell rewrite as the live site (`vite preview` sends files uncompressed,
 * which made every page look slower than it is). Runs in its own process group (detached), so
 * stopping it with `process.kill(-pid)` also ends anything it started.
 */
export async function startPreviewServer() {
  if (await answers(ORIGIN)) {
    throw new Error(`Something already answers on ${ORIGIN}; stop it first (the benchmark needs port ${PORT}).`);
  }
  const configDir = mkdtempSync(path.join(tmpdir(), 'bench-hosting-'));
  // firebase-tools reads `public` relative to the config file.
  symlinkSync(DIST, path.join(configDir, 'public'));
  const { hosting } = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const config = {
    hosting: { ...hosting, headers: withEmulatorConnections(hosting.headers ?? []), public: 'public' },
    emulators: {
      hosting: { host: '127.0.0.1', port: PORT },
      // Clear of the ports the Auth and Firestore emulators use while the benchmark runs.
      hub: { host: '127.0.0.1', port: 4410 },
      logging: { host: '127.0.0.1', port: 4510 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(configDir, 'firebase.json'), JSON.stringify(config, null, 2));
  const firebaseBin = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const args = [firebaseBin, 'emulators:start', '--only', 'hosting', '--project', 'demo-community'];
  args.push('--config', path.join(configDir, 'firebase.json'));
  const child = spawn(process.execPath, args, { cwd: configDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.server = child;
  running.serverConfigDir = configDir;
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await answers(ORIGIN)) return;
    await delay(250);
  }
  throw new Error(`The Hosting emulator never answered on ${ORIGIN}.\n${output}`);
}

/**
 * The live site's headers, with the local emulators added to the policy's `connect-src`: the production policy
 * names only Google's servers, so without this the pages never reach their data during a benchmark and the
 * work of showing it (the part that grows with the data) would go unmeasured.
 */
function withEmulatorConnections(headerRules) {
  return headerRules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: header.value.replace('connect-src ', 'connect-src http://127.0.0.1:* ws://127.0.0.1:* ') }
        : header,
    ),
  }));
}

/** Sends a signal to the server's whole process group; gone already is fine. */
function signalServer(signal) {
  const child = running.server;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already exited.
  }
}

/** Stops the server politely, then forcefully if it lingers. */
async function stopPreviewServer() {
  const child = running.server;
  if (!child) return;
  signalServer('SIGTERM');
  const deadline = Date.now() + 3_000;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) await delay(50);
  signalServer('SIGKILL');
  running.server = null;
  if (running.serverConfigDir) rmSync(running.serverConfigDir, { recursive: true, force: true });
  running.serverConfigDir = null;
}

/** Kills Lighthouse's Chromes (synchronous: SIGKILL to each Chrome's process group). Kept in the set on purpose. */
function killChromes() {
  for (const chrome of running.chromes) {
    try {
      chrome.kill();
    } catch {
      // Already gone.
    }
  }
}

/** Stops everything this script started. Safe to call more than once. */
export async function cleanup() {
  killChromes();
  const browser = running.browser;
  running.browser = null;
  await browser?.close().catch(() => {});
  await stopPreviewServer();
  rmSync(path.join(DIST, SCRIPT_FREE_DIRECTORY), { recursive: true, force: true });
}

/** Stops everything this script started when it is interrupted or exits, whatever the reason. */
export function stopAllOnExit() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      if (running.shuttingDown) return;
      running.shuttingDown = true;
      console.error(`\n${signal}: stopping the preview server and browsers…`);
      void cleanup().finally(() => process.exit(code));
    });
  }
  // Last resort, and for a Chrome that was still spawning during cleanup: the synchronous part.
  process.on('exit', () => {
    killChromes();
    signalServer('SIGKILL');
  });
}
