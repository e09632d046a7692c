import * as z from 'zod';

/** The Firebase settings the app runs with, from runtime configuration (docs/specification.md §1). */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  databaseURL: string | undefined;
  useEmulators: boolean;
  appCheckSiteKey: string | undefined;
}

export type FirebaseSettingsResult = { ok: true; settings: FirebaseSettings } | { ok: false; problems: string[] };

/** Without any configuration the app talks to the local emulators (`npm start`). */
export const EMULATOR_DEFAULTS: FirebaseSettings = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-community.firebaseapp.com',
  projectId: 'demo-community',
  storageBucket: 'demo-community.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:demo',
  databaseURL: 'http://127.0.0.1:9000/?ns=demo-community',
  useEmulators: true,
  appCheckSiteKey: undefined,
};

export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, database: 9000, storage: 9199 } as const;
export const EMULATOR_HOST = '127.0.0.1';

const REQUIRED = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

const flag = z.enum(['true', 'false', '1', '0']);

/** docs/specification.md §5: the database URL must be a valid URL pointing at the database root. */
export function databaseUrlProblem(value: string, allowHttp: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `VITE_FIREBASE_DATABASE_URL is not a valid address: “${value}”.`;
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    return 'VITE_FIREBASE_DATABASE_URL must start with https://.';
  }
  if (url.pathname !== '/' && url.pathname !== '') {
    return `VITE_FIREBASE_DATABASE_URL must point at the database root, like https://your-project-default-rtdb.firebaseio.com (it has the path “${url.pathname}”).`;
  }
  return undefined;
}

/** Reads and checks the configuration; every problem is named, so it can be fixed in one go. */
export function readFirebaseSettings(env: Record<string, string | boolean | undefined>): FirebaseSettingsResult {
  const text = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const problems: string[] = [];

  const emulatorFlag = text('VITE_USE_EMULATORS');
  if (emulatorFlag !== undefined && !flag.safeParse(emulatorFlag).success) {
    problems.push(`VITE_USE_EMULATORS must be true or false (it is “${emulatorFlag}”).`);
  }
  const anyConfigured = Object.values(REQUIRED).some((name) => text(name) !== undefined);
  if (!anyConfigured) {
    if (emulatorFlag === 'false' || emulatorFlag === '0') {
      problems.push(
        'VITE_USE_EMULATORS is false, but no Firebase project is configured (VITE_FIREBASE_API_KEY and the rest).',
      );
    }
    return problems.length ? { ok: false, problems } : { ok: true, settings: EMULATOR_DEFAULTS };
  }

  const values: Partial<Record<keyof typeof REQUIRED, string>> = {};
  for (const [key, name] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
    const value = text(name);
    if (value === undefined) problems.push(`${name} is missing.`);
    else values[key] = value;
  }
  const useEmulators = emulatorFlag === 'true' || emulatorFlag === '1';
  const databaseURL = text('VITE_FIREBASE_DATABASE_URL');
  if (databaseURL !== undefined) {
    const problem = databaseUrlProblem(databaseURL, useEmulators);
    if (problem) problems.push(problem);
  }
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      apiKey: values.apiKey ?? '',
      authDomain: values.authDomain ?? '',
      projectId: values.projectId ?? '',
      storageBucket: values.storageBucket ?? '',
      messagingSenderId: values.messagingSenderId ?? '',
      appId: values.appId ?? '',
      databaseURL,
      useEmulators,
      appCheckSiteKey: text('VITE_APPCHECK_SITE_KEY'),
    },
  };
}
