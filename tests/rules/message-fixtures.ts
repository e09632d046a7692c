import type firebase from 'firebase/compat/app';
import { serverTimestamp, type Db, type DocData } from './fixture-basics';

export function message(
  createdAt: firebase.firestore.FieldValue | firebase.firestore.Timestamp = serverTimestamp(),
): DocData {
  return {
    name: 'Pat',
    email: 'pat@example.org',
    subject: 'Stall booking',
    body: 'Can I book a stall at the summer fair?',
    consent: true,
    createdAt,
  };
}

/** The sender's throttle document as the contact form writes it with their first message (messageSenders). */
export function firstSender(messageId: string): DocData {
  return { lastSentAt: serverTimestamp(), lastMessageId: messageId, dayStartedAt: serverTimestamp(), dayCount: 1 };
}

/**
 * A message and its sender's throttle document in one write, as the contact form sends them; by default a
 * new id and the sender's first message.
 */
export function sendMessage(
  db: Db,
  uid: string,
  data: DocData,
  { id = db.collection('messages').doc().id, sender = firstSender(id) }: { id?: string; sender?: DocData } = {},
): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc(`messages/${id}`), data);
  batch.set(db.doc(`messageSenders/${uid}`), sender);
  return batch.commit();
}
