import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconArchive,
  IconCalendarTime,
  IconDeviceFloppy,
  IconExternalLink,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@/lib/zoned-time';
import BritishDateInput from './editor-date-input';
import classes from './editor-layout.module.css';
import type { EditorValues } from './editor-save-state';

/** The two ways an item's life ends, each asked again before it happens: archiving hides it, deleting removes it. */
type Ending = 'archive' | 'delete';
const ENDING_ORDER: readonly Ending[] = ['archive', 'delete'];
const ENDINGS: Record<
  Ending,
  {
    label: string;
    color: string;
    Icon: typeof IconArchive;
    alertColor: string;
    warning: string;
    yes: string;
    confirmColor?: string;
  }
> = {
  archive: {
    label: 'Archive',
    color: 'gray',
    Icon: IconArchive,
    alertColor: 'orange',
    warning: 'Visitors will no longer see it. You can publish it again later.',
    yes: 'Yes, archive it',
  },
  delete: {
    label: 'Delete',
    color: 'red',
    Icon: IconTrash,
    alertColor: 'red',
    warning: 'It will be gone for good, for everyone. This cannot be undone.',
    yes: 'Yes, delete it',
    confirmColor: 'red',
  },
};

/**
 * Save and Publish, always in reach: the bar sticks to the bottom of the screen while the form scrolls
 * under it, and settles after the last field (so it never covers it).
 */
export function EditorActionBar({
  canPublish,
  published,
  viewUrl,
  onPublish,
  onUnpublish,
}: {
  /** Editors publish; an owner editing their own item only saves it. */
  canPublish: boolean;
  published: boolean;
  viewUrl: string | null;
  onPublish: () => void;
  onUnpublish: () => void;
}) {
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md" className={classes.actionBar} data-testid="editor-actions">
      <Group gap="xs" wrap="wrap">
        <Button type="submit" size="md" h={44} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
          Save
        </Button>
        {!canPublish ? null : published ? (
          <Button size="md" h={44} variant="light" onClick={onUnpublish}>
            Unpublish
          </Button>
        ) : (
          <Button size="md" h={44} variant="light" leftSection={<IconSend size={18} aria-hidden />} onClick={onPublish}>
            Publish now
          </Button>
        )}
        {viewUrl && (
          <Anchor component={Link} to={viewUrl} className={classes.viewLink}>
            <IconExternalLink size={18} aria-hidden /> View on site
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}

/** Publishing later, archiving and deleting: the rarer choices, in the form's last section. */
export function PublishPanel({
  canPublish,
  values,
  singular,
  isNew,
  isAdmin,
  onSave,
  onRemove,
}: {
  canPublish: boolean;
  values: EditorValues;
  singular: string;
  isNew: boolean;
  isAdmin: boolean;
  onSave: (changes: Partial<EditorValues>) => void;
  onRemove: () => void;
}) {
  const [confirming, setConfirming] = useState<Ending | null>(null);
  const [scheduleDate, setScheduleDate] = useState<Date | null>(() =>
    values.publishAt instanceof Date ? values.publishAt : null,
  );
  const status = String(values.status ?? 'draft');
  if (!canPublish) return null;
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end">
        <BritishDateInput
          label="Publish later, at"
          description="Day/month/year and 24-hour time, UK time. It stays hidden from visitors until then."
          timeZone={DEFAULT_TIME_ZONE}
          value={scheduleDate}
          onChange={setScheduleDate}
        />
        <Button
          variant="default"
          leftSection={<IconCalendarTime size={18} aria-hidden />}
          disabled={scheduleDate === null}
          onClick={() => onSave({ status: 'published', publishAt: scheduleDate })}
        >
          Schedule
        </Button>
      </Group>
      {!isNew && (
        <Group gap="xs">
          {ENDING_ORDER.filter((ending) => (ending === 'archive' ? status !== 'archived' : isAdmin)).map((ending) => {
            const { label, color, Icon } = ENDINGS[ending];
            return (
              <Button
                key={ending}
                variant="subtle"
                color={color}
                leftSection={<Icon size={18} aria-hidden />}
                onClick={() => setConfirming(ending)}
              >
                {label}
              </Button>
            );
          })}
        </Group>
      )}
      {confirming && (
        <Alert
          color={ENDINGS[confirming].alertColor}
          variant="light"
          role="alertdialog"
          title={`${ENDINGS[confirming].label} this ${singular}?`}
        >
          <Text size="sm" mb="xs">
            {ENDINGS[confirming].warning}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              color={ENDINGS[confirming].confirmColor}
              onClick={() => {
                const action = confirming;
                setConfirming(null);
                if (action === 'delete') onRemove();
                else onSave({ status: 'archived' });
              }}
            >
              {ENDINGS[confirming].yes}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
