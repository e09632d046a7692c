import { useEffect, useRef } from 'react';
import { Image, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { PreparedImage } from '@/lib/prepare-image';
import type { ContentImage } from '../content-schema';
import type { UploadTarget } from '../uploads/outbox-machine';
import { UploadPicker, type UploadPickerWords } from './upload-picker';
import { loadUploadOutbox, useUploadPicker, type UploadFieldProps } from './use-upload-picker';

export { ImageUploadDocument, newUploadId } from './use-upload-picker';

async function defaultPrepare(file: Blob): Promise<PreparedImage> {
  return (await import('@/lib/prepare-image')).prepareImage(file);
}

const extension = (contentType: string) => (contentType === 'image/webp' ? 'webp' : 'jpg');

/** The Storage paths for a picture: `images/{collection}/{documentId}/{uploadId}.{ext}` and its small copy. */
export function imagePaths(target: UploadTarget, uploadId: string, prepared: PreparedImage) {
  const base = `images/${target.collection}/${target.documentId}/${uploadId}`;
  return {
    large: `${base}.${extension(prepared.large.contentType)}`,
    small: `${base}-small.${extension(prepared.small.contentType)}`,
  };
}

/** The upload id in a path this picker made (`…/{uploadId}.jpg`); undefined for seed pictures. */
export function uploadIdOf(path: string): string | undefined {
  return /^images\/[^/]+\/[^/]+\/([a-z0-9]+)\.(?:jpg|webp)$/.exec(path)?.[1];
}

function firstImage(files: FileList | readonly File[] | null | undefined): File | undefined {
  return Array.from(files ?? []).find((file) => file.type === '' || file.type.startsWith('image/'));
}

/** Phones (a coarse pointer) also get "Take a photo", which opens the camera. */
function hasCamera(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
}

const PHOTO_WORDS: UploadPickerWords = {
  choose: 'Choose a photo',
  replace: 'Replace photo',
  chooseInput: 'choose a photo',
  hint: 'Choose a photo, drag one here, or paste one.',
  notOpen: 'Photos can be added once this item is open for editing.',
  busy: 'Preparing the photo…',
  missing:
    'This photo’s file is not on this device: it is uploading from the device it was chosen on. Choose it again if it does not appear.',
  uploaded: 'Uploaded. Updating the page…',
  refused: 'This photo cannot be used',
};

async function photoProblem(error: unknown): Promise<string> {
  const { ImagePreparationError } = await import('@/lib/prepare-image');
  if (error instanceof ImagePreparationError) return error.message;
  console.warn('A photo could not be prepared.', error);
  return 'This photo could not be prepared on this device. Please try another one.';
}

export interface ImagePickerProps extends UploadFieldProps<ContentImage> {
  prepare?: (file: Blob) => Promise<PreparedImage>;
}

/**
 * The editor's picture field for every type: choose a file, take a photo, drop or paste one. It is
 * prepared on this device, kept in the outbox, and saved with the item at once; its file uploads when
 * there is a connection (src/collections/uploads). Until then a preview from this device shows.
 */
export function ImagePicker({
  label,
  description,
  name,
  value,
  onChange,
  errors,
  prepare = defaultPrepare,
  outbox = loadUploadOutbox,
}: ImagePickerProps) {
  const altInput = useRef<HTMLInputElement>(null);
  const focusAlt = useRef(false);
  const picker = useUploadPicker({
    name,
    value,
    onChange,
    outbox,
    uploadIdOf,
    takeUploaded: (current, image) => ({
      ...current,
      url: image.url,
      ...(image.small && current.small ? { small: image.small } : {}),
    }),
    problemOf: photoProblem,
    // Next: the description, which the save needs.
    onKept: () => {
      focusAlt.current = true;
    },
    previewOf: (entry) => (entry.files.find((file) => file.role === 'small') ?? entry.files[0])?.blob,
  });
  const { waiting } = picker;

  useEffect(() => {
    if (!focusAlt.current || !altInput.current) return;
    focusAlt.current = false;
    altInput.current.focus();
  }, [value?.path]);

  function pick(file: File | undefined): void {
    if (!file) return;
    void picker.keep(async (id, target) => {
      const prepared = await prepare(file);
      const paths = imagePaths(target, id, prepared);
      return {
        files: [
          { role: 'large', path: paths.large, blob: prepared.large.blob, contentType: prepared.large.contentType },
          { role: 'small', path: paths.small, blob: prepared.small.blob, contentType: prepared.small.contentType },
        ],
        value: (previous) => ({
          path: paths.large,
          url: '',
          alt: previous?.alt ?? '',
          width: prepared.large.width,
          height: prepared.large.height,
          small: { path: paths.small, url: '', width: prepared.small.width, height: prepared.small.height },
        }),
      };
    });
  }

  const shown = waiting ? picker.preview : (value?.small?.url ?? value?.url ?? null);

  return (
    <UploadPicker
      label={label}
      description={description}
      picker={picker}
      words={PHOTO_WORDS}
      chooseIcon={<IconPhoto size={16} aria-hidden />}
      accept="image/*"
      onFiles={(files) => pick(firstImage(files))}
      camera={hasCamera()}
      testIds={{ input: `image-file-${name}`, drop: `image-drop-${name}` }}
      shown={
        shown &&
        value && (
          <Image
            src={shown}
            alt={value.alt || 'The chosen photo (no description yet)'}
            maw={320}
            radius="sm"
            style={{ aspectRatio: `${value.width} / ${value.height}` }}
          />
        )
      }
      removeLabel={value ? (waiting ? 'Discard photo' : 'Remove photo') : null}
      onRemove={() => void picker.remove(null)}
      fieldError={errors[''] ?? errors.url}
    >
      {value && (
        <TextInput
          ref={altInput}
          label="Describe the photo"
          withAsterisk
          description="Say what it shows, for people who cannot see it, like: Children decorating biscuits at the Christmas fair. No need to start with “Photo of”."
          value={value.alt}
          error={errors.alt}
          onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
        />
      )}
    </UploadPicker>
  );
}
