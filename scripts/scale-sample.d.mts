/** Types for the parts of scripts/scale-sample.mjs that TypeScript code uses (the end-to-end sample). */
import type { PlainDocument } from './scale-data.mjs';

export interface WrittenSample {
  events: PlainDocument[];
  clubs: PlainDocument[];
  orders: PlainDocument[];
  newestOrder: PlainDocument;
  /** Every document written, as `collection/id` (slug index entries included). */
  paths: string[];
}

export interface EmulatorOptions {
  projectId?: string;
  firestoreHost?: string;
}

export const SAMPLE_SIZES: { pastEvents: number; clubs: number; olderOrders: number };
export function writeScaleSample(
  options?: EmulatorOptions & { now?: Date; runId?: string; sizes?: typeof SAMPLE_SIZES },
): Promise<WrittenSample>;
export function removeScaleSample(written: Pick<WrittenSample, 'paths'>, options?: EmulatorOptions): Promise<void>;
