/** Types for firestore-bundle.mjs, which tests/engine/public-bundle.test.ts uses. */
import type { PublicBundlePlan } from '../src/app/public-bundle-plans';

export interface RestProject {
  projectId: string;
  apiKey?: string;
  emulatorHost?: string;
}

export function makeTypeBundle(options: {
  fetch: typeof globalThis.fetch;
  project: RestProject;
  plan: PublicBundlePlan;
  timeoutMs?: number;
}): Promise<Uint8Array>;
