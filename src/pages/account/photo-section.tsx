import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { savePhoto } from '@/domains/accounts/account-data';
import { imageSchema, type ContentImage } from '@/collections/content-schema';
import { ImagePicker, ImageUploadDocument } from '@/collections/fields/image-picker';
import { trackWrite } from '@/stores/sync-status-store';

/** The photo as the account document holds it, checked; null when there is none (or it does not pass). */
export function storedPhoto(raw: unknown): ContentImage | null {
  const parsed = imageSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Whether the person has chosen another photo, or another description (a filled-in address is not a change). */
function differs(a: ContentImage | null, b: ContentImage | null): boolean {
  return (a?.path ?? null) !== (b?.path ?? null) || (a?.alt ?? '') !== (b?.alt ?? '');
}

/**
 * The person's photo (issue 15): chosen, taken or dropped, prepared on this device and sent by the upload
 * outbox, like the pictures of every content type. Saving works offline: the account shows the photo from
 * this device until its file is up, and the outbox then writes its address into the account.
 */
export function PhotoSection({ uid, name, initial }: { uid: string; name: string; initial: ContentImage | null }) {
  const [photo, setPhoto] = useState<ContentImage | null>(initial);
  const [saved, setSaved] = useState<ContentImage | null>(initial);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'problem'; text: string } | null>(null);

  const save = async (): Promise<void> => {
    // A photo of a person needs no more description than whose it is; the person may write their own.
    const next = photo && photo.alt.trim() === '' ? { ...photo, alt: `Photo of ${name.trim() || 'me'}` } : photo;
    setBusy(true);
    setOutcome(null);
    try {
      const { committed } = await savePhoto(uid, next);
      trackWrite(committed).catch(() =>
        setOutcome({ kind: 'problem', text: 'Your photo could not be saved. Please try again.' }),
      );
      setPhoto(next);
      setSaved(next);
      setOutcome({
        kind: 'done',
        text: !next
          ? 'Your photo has been removed.'
          : next.url
            ? 'Your photo has been saved.'
            : 'Your photo is saved on this device. It uploads when there is a connection.',
      });
    } catch {
      setOutcome({ kind: 'problem', text: 'Your photo could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <ImageUploadDocument.Provider value={{ collection: 'users', documentId: uid }}>
        <ImagePicker
          label="Your photo"
          description="Shown on your account. It is made smaller on this device, and its location data is removed."
          name="photo"
          value={photo}
          onChange={setPhoto}
          errors={{}}
        />
      </ImageUploadDocument.Provider>
      <Group gap="sm">
        <Button onClick={() => void save()} loading={busy} disabled={!differs(photo, saved)}>
          Save photo
        </Button>
      </Group>
      {outcome &&
        (outcome.kind === 'done' ? (
          <Text size="sm" role="status">
            {outcome.text}
          </Text>
        ) : (
          <Alert color="red" role="alert">
            {outcome.text}
          </Alert>
        ))}
    </Stack>
  );
}
