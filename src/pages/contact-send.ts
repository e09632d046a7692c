import { doc, getDocFromCache, serverTimestamp, setDoc, waitForPendingWrites } from 'firebase/firestore';
import { loadFirestore } from '@/firebase/firebase-app';
import { storedMessageFields, type ContactMessage } from './contact-message';

/**
 * Sending a contact message, loaded only when someone sends one: the contact page itself carries no
 * Firebase code. The message goes into Firestore's own queue, which is kept on the device (IndexedDB)
 * and sent when there is a connection, after a reload too. The id is made on the device, so handing the
 * same message over twice still makes one document (the second write is refused by the rules).
 */
export interface Handed {
  /** Settles once the server has the message. */
  sent: Promise<void>;
}

/** Hands the message to Firestore; resolves once it is in the device's queue. */
export async function handToFirestore(id: string, message: ContactMessage): Promise<Handed> {
  const { firestore } = await loadFirestore();
  const ref = doc(firestore, 'messages', id);
  const sent = setDoc(ref, { ...storedMessageFields(message), createdAt: serverTimestamp() });
  // The write is applied to the device's copy before anything queued after it: once the copy has the
  // document, the queue has the message and a reload no longer loses it.
  await getDocFromCache(ref);
  return { sent };
}

/** Settles when every message handed over (in this visit or an earlier one) has reached the server. */
export async function everythingSent(): Promise<void> {
  const { firestore } = await loadFirestore();
  await waitForPendingWrites(firestore);
}
