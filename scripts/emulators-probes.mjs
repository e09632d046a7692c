import { connect } from 'node:net';
import { HOST, identifyEmulator, PORTS, readinessPath, SERVICE_LABELS } from './emulators-lib.mjs';

export function portOpen(port) {
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

export async function ready(service) {
  const answer = await httpText(`http://${HOST}:${PORTS[service]}${readinessPath(service)}`);
  if (!answer) return false;
  if (service === 'auth' || service === 'firestore') return identifyEmulator(answer.text) === service;
  return answer.status < 500;
}

export async function portConflicts(services) {
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
