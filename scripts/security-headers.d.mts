export interface FirebaseJson {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

export const FIREBASE_JSON: URL;
export const REQUIRED_DIRECTIVES: Record<string, string[]>;
export const EMULATOR_SOURCES: Record<string, string[]>;
export function hostingSecurityHeaders(firebaseConfig?: FirebaseJson): Record<string, string>;
export function readFirebaseJson(): FirebaseJson;
export function parseCsp(policy: string): Map<string, string[]>;
export function formatCsp(directives: Map<string, string[]>): string;
export function withEmulatorSources(policy: string): string;
export function previewSecurityHeaders(useEmulators: boolean, firebaseConfig?: FirebaseJson): Record<string, string>;
export function inlineScripts(html: string): string[];
export function scriptHash(text: string): string;
export function inlineScriptProblems(html: string, policy: string): string[];
export function buildOutputProblems(outDir: string, policy?: string): string[];
