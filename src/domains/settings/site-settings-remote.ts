import { doc, onSnapshot, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { describeFirebaseError } from '@/firebase/errors';
import { loadFirestore } from '@/firebase/firebase-app';
import { parseSiteSettings, siteSettingsSchema, type SiteSettings } from '@/lib/site-settings-schema';

/** The one settings document (firestore.rules: everyone reads it, admins write it). */
export const SITE_SETTINGS_PATH = 'settings/site';

const siteRef = (firestore: Firestore) => doc(firestore, SITE_SETTINGS_PATH);

export interface SiteSettingsSnapshot {
  /** Checked settings, or undefined when there is no document (or nothing usable in it). */
  settings: SiteSettings | undefined;
  /** Written on this device and not yet on the server. */
  hasPendingWrites: boolean;
  fromCache: boolean;
}

/**
 * Follows settings/site live: the first answer may come from Firestore's copy on this device, then every
 * change as it happens, so an admin's edit shows on every open page without a reload.
 */
export async function watchSiteSettings(
  onSettings: (snapshot: SiteSettingsSnapshot) => void,
  onProblem: (error: Error) => void = (error) => console.warn('Site settings could not be read.', error),
): Promise<() => void> {
  const { firestore } = await loadFirestore();
  return onSnapshot(
    siteRef(firestore),
    { includeMetadataChanges: true },
    (snapshot) =>
      onSettings({
        settings: snapshot.exists() ? parseSiteSettings(snapshot.data({ serverTimestamps: 'estimate' })) : undefined,
        hasPendingWrites: snapshot.metadata.hasPendingWrites,
        fromCache: snapshot.metadata.fromCache,
      }),
    onProblem,
  );
}

export interface SiteSettingsSave {
  /** Settles when the server has the change (it may wait for a connection; the device has it at once). */
  committed: Promise<void>;
}

/**
 * Saves the settings (checked again here) as the whole document, with who and when for the rules.
 * Firestore applies it on this device at once and sends it when it can, so saving works offline.
 */
export async function saveSiteSettings(values: SiteSettings, uid: string): Promise<SiteSettingsSave> {
  const settings = siteSettingsSchema.parse(values);
  const { firestore } = await loadFirestore();
  const committed = setDoc(siteRef(firestore), { ...settings, updatedAt: serverTimestamp(), updatedBy: uid });
  return { committed };
}

/** A failed save said plainly (and the `service/code` for support). */
export function describeSaveProblem(error: unknown): string {
  const { message, code } = describeFirebaseError(error);
  return `${message} (${code})`;
}
