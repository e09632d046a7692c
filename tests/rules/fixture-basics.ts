import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';

export type Db = firebase.firestore.Firestore;
export type DocData = firebase.firestore.DocumentData;

export const Timestamp = firebase.firestore.Timestamp;
export const serverTimestamp = (): firebase.firestore.FieldValue => firebase.firestore.FieldValue.serverTimestamp();

/** When seeded documents were written. */
export const SEEDED_AT = Timestamp.fromDate(new Date('2025-01-01T09:00:00Z'));
/** Far enough ahead that a test run never reaches it. */
export const FUTURE = Timestamp.fromDate(new Date('2099-01-01T09:00:00Z'));
