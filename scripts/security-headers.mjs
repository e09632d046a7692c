/**
 * The security headers have one source: the `"source": "**"` block of firebase.json, what the
 * production host sends. `vite preview` (the end-to-end tests, `npm start`) sends the same headers
 * (vite.config.ts), adding only the local emulators' addresses when the build talks to the emulators,
 * and the build checks that every inline script it wrote is allowed by a hash in the policy
 * (scripts/build.mjs). See docs/decisions/0016-security-headers.md.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const FIREBASE_JSON = new URL('../firebase.json', import.meta.url);

/** Directives the policy must have, with the exact sources each must be (order aside). */
export const REQUIRED_DIRECTIVES = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
};

/**
 * The emulators (src/config/firebase-config.ts: EMULATOR_HOST, EMULATOR_PORTS): Firestore 8080, Auth
 * 9099, Realtime Database 9000 (also a WebSocket), Storage 9199. Only an emulator build may reach them.
 */
export const EMULATOR_SOURCES = {
  'connect-src': [
    'http://127.0.0.1:8080',
    'http://127.0.0.1:9099',
    'http://127.0.0.1:9000',
    'ws://127.0.0.1:9000',
    'http://127.0.0.1:9199',
  ],
  // The Auth emulator's sign-in pop-up helper frame, and images uploaded to the Storage emulator.
  'frame-src': ['http://127.0.0.1:9099'],
  'img-src': ['http://127.0.0.1:9199'],
};

/** The headers firebase.json sends with every response (its `"source": "**"` block), as an object. */
export function hostingSecurityHeaders(firebaseConfig = readFirebaseJson()) {
  const block = firebaseConfig.hosting.headers.find((entry) => entry.source === '**');
  if (!block) throw new Error('firebase.json has no headers for "**".');
  return Object.fromEntries(block.headers.map(({ key, value }) => [key, value]));
}

export function readFirebaseJson() {
  return JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
}

/** `"a 'b' c; d e"` → Map { a → ["'b'", "c"], d → ["e"] }. */
export function parseCsp(policy) {
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

export function formatCsp(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy with the emulators' addresses added (for a build that uses the emulators). */
export function withEmulatorSources(policy) {
  const directives = parseCsp(policy);
  for (const [name, sources] of Object.entries(EMULATOR_SOURCES)) {
    const current = directives.get(name) ?? directives.get('default-src') ?? [];
    directives.set(name, [...current, ...sources.filter((source) => !current.includes(source))]);
  }
  return formatCsp(directives);
}

/** The headers `vite preview` sends: the production ones, plus the emulators for an emulator build. */
export function previewSecurityHeaders(useEmulators, firebaseConfig = readFirebaseJson()) {
  const headers = hostingSecurityHeaders(firebaseConfig);
  if (useEmulators) headers['Content-Security-Policy'] = withEmulatorSources(headers['Content-Security-Policy']);
  return headers;
}

/** Types of `<script>` whose content runs; anything else (JSON-LD, JSON) is a data block CSP ignores. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script in a page that a browser would run (CSP's script-src applies). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1].toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) scripts.push(match[2]);
  }
  return scripts;
}

/** CSP's source expression for a script's text: `'sha256-…'` of its UTF-8 bytes, as browsers hash it. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Problems with a built page under the policy: inline scripts whose hash the policy does not list. */
export function inlineScriptProblems(html, policy) {
  const allowed = parseCsp(policy).get('script-src') ?? [];
  return inlineScripts(html)
    .map(scriptHash)
    .filter((hash) => !allowed.includes(hash))
    .map((hash) => `an inline script with hash ${hash} is not in firebase.json's script-src`);
}

/**
 * What is wrong with a build folder for deployment: an inline script the policy does not allow, or a
 * source map (which would publish the app's source) or a comment pointing at one.
 */
export function buildOutputProblems(outDir, policy = hostingSecurityHeaders()['Content-Security-Policy']) {
  const problems = [];
  for (const file of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = join(file.parentPath, file.name);
    const name = relative(outDir, path);
    if (name.endsWith('.map')) problems.push(`${name} is a source map`);
    else if (/\.(js|mjs|css)$/.test(name) && /[#@] sourceMappingURL=/.test(readFileSync(path, 'utf8'))) {
      problems.push(`${name} points at a source map`);
    } else if (name.endsWith('.html')) {
      problems.push(
        ...inlineScriptProblems(readFileSync(path, 'utf8'), policy).map((problem) => `${name}: ${problem}`),
      );
    }
  }
  return problems;
}
