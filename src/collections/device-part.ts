import type { WaitingWork } from '@/stores/session-store';

/**
 * A feature's device half: what it keeps on this device for an account, and what the app does with it
 * when someone signs out and when the app starts. The app finds every `src/features/<feature>/
 * <feature>-device-part.ts` by its name (src/app/device-parts.ts) and loads them only when one of these
 * moments comes, so nothing outside the feature names what it keeps. Each hook loads the feature's own
 * code when it runs; the module that declares a device part imports nothing itself (types only), so it
 * is one small chunk.
 */
export interface DevicePart {
  /** The feature folder, as in src/features/<feature>/. */
  feature: string;
  /**
   * Forgets what `uid` made here that the next person on the device must neither see nor send under
   * their own name (signing out on purpose, deleting the account): drafts of forms, requests waiting.
   */
  forgetAccount?(uid: string): Promise<void>;
  /** Forgets files kept for reading offline (members' papers among them). */
  forgetDownloads?(): Promise<void>;
  /** What `uid` made here that has not reached the server, for the sign-out warning (count 0: none). */
  waitingOf?(uid: string): Promise<WaitingWork>;
  /** On start, and when an account comes back: sends what an earlier visit left waiting. */
  resume?(target: Window): Promise<void>;
}
