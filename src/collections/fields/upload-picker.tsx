import { useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Fieldset, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconCamera, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { OutboxEntry } from '../uploads/outbox-machine';
import type { UploadPicker as UploadPickerState } from './use-upload-picker';
import '../editor-styles';

/** What a picker says, in its own words (a file, a photo): everything else is the same for every kind. */
export interface UploadPickerWords {
  /** The main button, for an empty field and for one that holds a file. */
  choose: string;
  replace: string;
  /** The end of the file input's accessible name: "{label}: choose a file". */
  chooseInput: string;
  /** What the empty field says it takes. */
  hint: string;
  /** What the empty field says before the editor has a document open. */
  notOpen: string;
  /** While a chosen file is read or prepared. */
  busy: string;
  /** A waiting file this device's outbox does not hold. */
  missing: string;
  /** Its upload is done, and the document is being updated. */
  uploaded: string;
  /** The title of the message that says why a file was refused. */
  refused: string;
}

export interface UploadPickerProps {
  label: string;
  description?: string;
  /** The field's state from useUploadPicker (what it shows; the picker itself keeps and removes files). */
  picker: Omit<UploadPickerState<unknown>, 'keep' | 'remove'>;
  words: UploadPickerWords;
  /** The main button's icon. */
  chooseIcon: ReactNode;
  accept: string;
  /** Takes the file to use from those chosen, dropped or pasted (the first, or the first picture). */
  onFiles: (files: FileList | null | undefined) => void;
  /** Also "Take a photo", which opens the camera (on phones). */
  camera?: boolean;
  testIds: { input: string; drop: string };
  /** What the field holds now, shown at the top of its drop area (a preview, a file's name). */
  shown?: ReactNode;
  /** The remove or discard button's words; null for none. */
  removeLabel: string | null;
  onRemove: () => void;
  fieldError?: string;
  /** Below the field (a picture's description). */
  children?: ReactNode;
}

/**
 * The editor's field for an upload of any kind: choose a file (or take a photo), drop or paste one, see
 * its upload's state and progress, try again, replace or remove it. The image and file pickers fill in
 * what is their own (see useUploadPicker for what it does with the file).
 */
export function UploadPicker({
  label,
  description,
  picker,
  words,
  chooseIcon,
  accept,
  onFiles,
  camera = false,
  testIds,
  shown,
  removeLabel,
  onRemove,
  fieldError,
  children,
}: UploadPickerProps) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { target, value, waiting, missing, busy, problem } = picker;
  const cannotChoose = busy || !target;

  return (
    <Fieldset legend={label} onPaste={(event) => onFiles(event.clipboardData.files)}>
      <Stack gap="xs">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={accept}
          hidden
          data-testid={testIds.input}
          aria-label={`${label}: ${words.chooseInput}`}
          onChange={(event) => {
            onFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        {camera && (
          <input
            ref={cameraInput}
            type="file"
            accept={accept}
            capture="environment"
            hidden
            aria-label={`${label}: take a photo`}
            onChange={(event) => {
              onFiles(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        )}
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            onFiles(event.dataTransfer.files);
          }}
          p="sm"
          style={{
            border: `2px dashed ${dragging ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
            borderRadius: 'var(--mantine-radius-md)',
          }}
          data-testid={testIds.drop}
        >
          <Stack gap="xs">
            {shown}
            {waiting && missing && <Text size="sm">{words.missing}</Text>}
            {!value && !busy && (
              <Text size="sm" c="dimmed">
                {target ? words.hint : words.notOpen}
              </Text>
            )}
            {busy && (
              <Text size="sm" role="status">
                <Loader size="xs" mr="xs" aria-hidden />
                {words.busy}
              </Text>
            )}
            {waiting && !missing && (
              <UploadProgress
                state={picker.state}
                percent={picker.percent}
                error={picker.lastError}
                uploaded={words.uploaded}
              />
            )}
            {waiting && picker.state === 'failed' && picker.uploadId && (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={picker.retry}
                >
                  Try again now
                </Button>
              </Group>
            )}
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={chooseIcon}
                onClick={() => fileInput.current?.click()}
                disabled={cannotChoose}
              >
                {value ? words.replace : words.choose}
              </Button>
              {camera && (
                <Button
                  variant="default"
                  leftSection={<IconCamera size={16} aria-hidden />}
                  onClick={() => cameraInput.current?.click()}
                  disabled={cannotChoose}
                >
                  Take a photo
                </Button>
              )}
              {removeLabel && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={onRemove}
                  disabled={busy}
                >
                  {removeLabel}
                </Button>
              )}
            </Group>
          </Stack>
        </Box>
        {problem && (
          <Alert color="red" variant="light" role="alert" title={words.refused}>
            {problem}
          </Alert>
        )}
        {fieldError && (
          <Text size="sm" c="red">
            {fieldError}
          </Text>
        )}
        {children}
      </Stack>
    </Fieldset>
  );
}

function UploadProgress({
  state,
  percent,
  error,
  uploaded,
}: {
  state: OutboxEntry['state'] | undefined;
  percent: number;
  error: string | null;
  uploaded: string;
}) {
  const words =
    state === 'staged' || state === undefined
      ? 'Uploads once you save.'
      : state === 'uploading'
        ? `Uploading… ${percent}%`
        : state === 'failed'
          ? (error ?? 'The upload did not finish. It will try again.')
          : state === 'uploaded'
            ? uploaded
            : 'Waiting to upload. It will go when there is a connection.';
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">{words}</Text>
      {(state === 'uploading' || state === 'uploaded') && (
        <Progress value={state === 'uploaded' ? 100 : percent} aria-label="Upload progress" />
      )}
    </Stack>
  );
}
