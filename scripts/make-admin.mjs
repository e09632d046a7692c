#!/usr/bin/env node
/**
 * Gives an existing account a role: adds it (and 'member') to users/{uid}.roles, creating the users
 * document if the person has never opened the app. Run it once to bootstrap the first admin of a real
 * project. Signing up gives no role (docs/decisions/0013): until the accounts screen exists, this is
 * also how an admin makes someone a member (--role member) or an editor.
 *
 *   node scripts/make-admin.mjs <email> [--role admin|editor|member] [--project <project-id>]
 *
 * Needs firebase-admin (not a project dependency: `npm install --no-save firebase-admin`) and
 * Application Default Credentials for an account allowed to manage the project
 * (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS=<service-account.json>).
 * With FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set it works against the emulators.
 */

import { pathToFileURL } from 'node:url';

const USAGE = 'Usage: node scripts/make-admin.mjs <email> [--role admin|editor|member] [--project <project-id>]';

const ROLES = ['admin', 'editor', 'member'];

/** The options, or null when they are not usable (the caller prints USAGE). */
export function parse(argv, env = process.env) {
  const args = [...argv];
  let projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || null;
  const projectAt = args.indexOf('--project');
  if (projectAt !== -1) {
    projectId = args[projectAt + 1] ?? null;
    args.splice(projectAt, 2);
  }
  let role = 'admin';
  const roleAt = args.indexOf('--role');
  if (roleAt !== -1) {
    role = args[roleAt + 1] ?? '';
    args.splice(roleAt, 2);
  }
  const [email, ...rest] = args;
  if (!email || rest.length || !email.includes('@') || !projectId || !ROLES.includes(role)) return null;
  return { email, projectId, role };
}

/** The roles an account ends with: the ones it had, plus 'member' and the role given. */
export function grantedRoles(existing, role) {
  return [...new Set([...(Array.isArray(existing) ? existing : []), 'member', role])];
}

async function loadAdmin() {
  try {
    const [app, auth, firestore] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/auth'),
      import('firebase-admin/firestore'),
    ]);
    return { ...app, ...auth, ...firestore };
  } catch (error) {
    if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return null;
  }
}

async function main() {
  const options = parse(process.argv.slice(2));
  if (!options) {
    console.error(`${USAGE}\n(the project id may also come from GCLOUD_PROJECT or GOOGLE_CLOUD_PROJECT)`);
    return 2;
  }
  const admin = await loadAdmin();
  if (!admin) {
    console.error(
      [
        'firebase-admin is not installed. Install it for this one job (it is not a project dependency):',
        '  npm install --no-save firebase-admin',
        'then sign in with an account that may manage the project, and run this again:',
        '  gcloud auth application-default login      (or set GOOGLE_APPLICATION_CREDENTIALS to a key file)',
        `  node scripts/make-admin.mjs ${options.email} --project ${options.projectId}`,
      ].join('\n'),
    );
    return 1;
  }

  const { initializeApp, applicationDefault, getAuth, getFirestore, FieldValue } = admin;
  const usingEmulators = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const app = initializeApp({
    projectId: options.projectId,
    ...(usingEmulators ? {} : { credential: applicationDefault() }),
  });

  let user;
  try {
    user = await getAuth(app).getUserByEmail(options.email);
  } catch (error) {
    if (error.code === 'auth/user-not-found') {
      console.error(`No account with the email ${options.email}: sign up in the app first, then run this again.`);
      return 1;
    }
    throw error;
  }

  const db = getFirestore(app);
  const ref = db.doc(`users/${user.uid}`);
  const roles = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.exists) {
      transaction.update(ref, { roles: FieldValue.arrayUnion('member', options.role) });
      return grantedRoles(snapshot.get('roles'), options.role);
    }
    // The shape of 0009-firestore-data-contract: a users document as the app would create it.
    transaction.create(ref, {
      displayName: user.displayName ?? options.email.split('@')[0],
      email: user.email ?? options.email,
      photoURL: user.photoURL ?? null,
      roles: grantedRoles([], options.role),
      follows: { collections: [], tags: [], ids: [] },
      createdAt: FieldValue.serverTimestamp(),
    });
    return grantedRoles([], options.role);
  });
  console.log(`${options.email} (uid ${user.uid}) in ${options.projectId} now has roles: ${roles.join(', ')}.`);
  if (!user.emailVerified) {
    console.log('Their email address is not verified yet: members-only pages open once it is.');
  }
  return 0;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(`make-admin failed: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
