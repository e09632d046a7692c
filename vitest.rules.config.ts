import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Tests that need the Firestore emulator: the security rules (tests/rules) and the collection engine
 * (tests/engine), kept apart from the unit tests: they need the Firestore
 * emulator (FIRESTORE_EMULATOR_HOST). Two files run at a time, each worker in an emulator project of its
 * own (tests/test-project.ts), so no two share a database.
 * tests/storage: uploads through the real SDK to the Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST).
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['tests/rules/**/*.test.ts', 'tests/engine/**/*.test.ts', 'tests/storage/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
