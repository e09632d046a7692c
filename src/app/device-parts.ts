import type { DevicePart } from '@/collections/device-part';
import type { WaitingWork } from '@/stores/session-store';

/**
 * Every feature's device part (`src/features/<feature>/<feature>-device-part.ts`, src/collections/device-part.ts),
 * found by file name and loaded on first use: a new feature's sign-out and start-up hooks need no line
 * here or in backend.ts.
 */
const loaders = import.meta.glob<DevicePart>('/src/features/*/*-device-part.ts', { import: 'devicePart' });

let parts: Promise<DevicePart[]> | undefined;

/**
 * The device parts, loaded once (in file order). A part that cannot load (its code not on this device
 * and no connection) fails the whole load, which is not kept: the next call tries again.
 */
export function loadDeviceParts(): Promise<DevicePart[]> {
  parts ??= Promise.all(
    Object.keys(loaders)
      .sort()
      .map(async (file) => {
        const part = await (loaders[file] as () => Promise<DevicePart>)();
        if (part.feature !== file.split('/')[3]) throw new Error(`${file}: its device part says '${part.feature}'.`);
        return part;
      }),
  ).catch((error: unknown) => {
    parts = undefined;
    throw error;
  });
  return parts;
}

/**
 * The four moments, over the parts `load` gives (the app's, or a test's). Forgetting must not be skipped
 * quietly (the next person on the device would find what was not forgotten): every part is asked, and
 * then the first failure is thrown, so signing out says it did not work. Counting and resuming are
 * best efforts: a part that fails is reported and left out.
 */
export function deviceHooks(load: () => Promise<DevicePart[]>) {
  async function eachPart<T>(
    run: (part: DevicePart) => Promise<T> | undefined,
    failures: 'throw' | 'skip',
  ): Promise<T[]> {
    let loaded: DevicePart[];
    try {
      loaded = await load();
    } catch (error) {
      if (failures === 'throw') throw error;
      console.warn('Could not load the features’ device parts', error);
      return [];
    }
    const settled = await Promise.allSettled(loaded.map((part) => run(part)));
    const results: T[] = [];
    settled.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') {
        if (outcome.value !== undefined) results.push(outcome.value);
      } else console.warn(`${loaded[index]?.feature}: its device part failed`, outcome.reason);
    });
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed && failures === 'throw') throw failed.reason;
    return results;
  }
  return {
    /** Every feature forgets what `uid` left on this device. */
    async forgetAccount(uid: string): Promise<void> {
      await eachPart((part) => part.forgetAccount?.(uid), 'throw');
    },
    /** Every feature forgets the files it kept for reading offline. */
    async forgetDownloads(): Promise<void> {
      await eachPart((part) => part.forgetDownloads?.(), 'throw');
    },
    /** What every feature keeps waiting for `uid`, those with nothing left out. */
    async waitingOf(uid: string): Promise<WaitingWork[]> {
      const waiting = await eachPart((part) => part.waitingOf?.(uid), 'skip');
      return waiting.filter((work) => work.count > 0);
    },
    /** Every feature sends what an earlier visit left waiting. */
    async resume(target: Window): Promise<void> {
      await eachPart((part) => part.resume?.(target), 'skip');
    },
  };
}

const appHooks = deviceHooks(loadDeviceParts);
export const forgetAccountInFeatures = appHooks.forgetAccount;
export const forgetFeatureDownloads = appHooks.forgetDownloads;
export const waitingInFeatures = appHooks.waitingOf;
export const resumeFeatures = appHooks.resume;
