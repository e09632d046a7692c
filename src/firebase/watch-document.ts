import {
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';

/**
 * One document, live, including changes this device has not sent yet (so a caller can say "waiting to
 * sync"): `onChange` gets the snapshot while the document exists, undefined while it does not or may not
 * be read. Returns the stop function.
 */
export function watchDocument(
  ref: DocumentReference,
  onChange: (snapshot: QueryDocumentSnapshot<DocumentData> | undefined) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    ref,
    { includeMetadataChanges: true },
    (snapshot) => onChange(snapshot.exists() ? snapshot : undefined),
    onError,
  );
}
