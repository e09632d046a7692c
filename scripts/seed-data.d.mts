export const CONTENT_COLLECTIONS: string[];
export function buildSeedData(now: Date): {
  accounts: { email: string; password: string; uid: string; roles: string[] }[];
  collections: Record<string, { id: string; data: Record<string, unknown> }[]>;
};
export const SLUGGED_COLLECTIONS: string[];
export function slugIndexDocs(data: ReturnType<typeof buildSeedData>): { path: string; data: { id: string } }[];
export function slugify(text: string): string;
export function seedFilePath(documentId: string, fileName: string): string;
export function seedPdf(title: string): Buffer;
