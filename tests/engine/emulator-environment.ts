import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { TEST_PROJECT_ID } from '../test-project';

/** The Firestore emulator the engine tests run against (`host:port`); undefined skips them. */
export const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost && process.env.CI)
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: the engine tests must run on CI.');
if (!emulatorHost)
  console.warn('\n=== ENGINE TESTS SKIPPED: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset) ===\n');

/**
 * A test environment on the emulator with this repository's rules: the engine's code runs as the app runs
 * it, signed in as the test asks, and the rules answer as in production.
 */
export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  const [hostname, port] = (emulatorHost ?? '').split(':');
  return initializeTestEnvironment({
    projectId: TEST_PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: hostname, port: Number(port) },
  });
}
