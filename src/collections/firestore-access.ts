import type { Firestore } from 'firebase/firestore';
import { loadFirestore } from '@/firebase/firebase-app';

/**
 * Firestore itself, for a feature that reads and writes its own documents with the Firestore SDK (orders:
 * live lists and stock transactions, which the content repository does not cover). Loaded on demand,
 * never with the first page; features may not import src/firebase themselves.
 */
export async function loadDatabase(): Promise<Firestore> {
  return (await loadFirestore()).firestore;
}
