/** Types for the parts of scripts/scale-data.mjs that TypeScript code uses (the end-to-end sample). */
export interface PlainDocument {
  id: string;
  data: Record<string, unknown>;
}

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

/** The seed at `factor`: the seed's documents plus generated ones, and orders (see buildSeedData). */
export function buildScaleData(
  now: Date,
  factor: number,
): {
  accounts: { email: string; password: string; uid: string; roles: string[] }[];
  collections: Record<string, PlainDocument[]>;
};

export const SAMPLE_SIZES: { pastEvents: number; clubs: number; olderOrders: number };
export function writeScaleSample(
  options?: EmulatorOptions & { now?: Date; runId?: string; sizes?: typeof SAMPLE_SIZES },
): Promise<WrittenSample>;
export function removeScaleSample(written: Pick<WrittenSample, 'paths'>, options?: EmulatorOptions): Promise<void>;
