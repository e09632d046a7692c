/** Types for the parts of scripts/scale-data.mjs that TypeScript code uses (the plain documents of its data set). */
export interface PlainDocument {
  id: string;
  data: Record<string, unknown>;
}

/** The seed at `factor`: the seed's documents plus generated ones, and orders (see buildSeedData). */
export function buildScaleData(
  now: Date,
  factor: number,
): {
  accounts: { email: string; password: string; uid: string; roles: string[] }[];
  collections: Record<string, PlainDocument[]>;
};
