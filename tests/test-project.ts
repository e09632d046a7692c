/**
 * The emulator project the Firestore tests write to: one per test worker, so files running side by side
 * never share a database, and never the app's seeded project, whose writes wake the functions' triggers.
 * The Firestore emulator keeps each project's documents and rules apart.
 */
export const TEST_PROJECT_ID = `demo-tests-${process.env.VITEST_POOL_ID ?? '1'}`;
