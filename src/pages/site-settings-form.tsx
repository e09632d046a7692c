import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSnapshot } from 'valtio';
import * as z from 'zod';
import { discardDraft, readDraft, writeDraft } from '@/collections/editor-drafts';
import { describeSaveProblem, saveSiteSettings } from '@/domains/settings/site-settings-remote';
import { RepeatingRows } from '@/components/repeating-rows';
import { formErrors } from '@/lib/form-errors';
import type { SeasonSetting } from '@/lib/season-calendar';
import {
  ANNOUNCEMENT_SEVERITIES,
  MAX_SITE_SOCIAL_LINKS,
  siteSettingsSchema,
  type AnnouncementSeverity,
  type SiteSettings,
} from '@/lib/site-settings-schema';
import { connectivityStore } from '@/stores/connectivity-store';
import { sessionStore } from '@/stores/session-store';
import { siteSettingsStore } from '@/stores/site-settings-store';

const SEASON_CHOICES: { value: SeasonSetting; label: string }[] = [
  { value: 'calendar', label: 'Follow the calendar (the season of the day)' },
  { value: 'spring', label: 'Spring' },
  { value: 'summer', label: 'Summer' },
  { value: 'autumn', label: 'Autumn' },
  { value: 'winter', label: 'Winter' },
];

const SEVERITY_LABELS: Record<AnnouncementSeverity, string> = {
  info: 'Information',
  warning: 'Warning',
  urgent: 'Urgent',
};

type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'waiting' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

/** Where this device keeps an unsaved edit of the settings (the content editors' draft store). */
const DRAFT = { path: 'settings', id: 'site' } as const;

/**
 * A kept draft has the form's shape (its values may be half-typed, so they are not checked against the
 * rules of the settings here: the form does that on save).
 */
const draftShape = z.object({
  companyName: z.string(),
  contact: z.object({ address: z.string(), email: z.string(), phone: z.string(), openingTimes: z.string() }),
  socialLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  announcement: z.object({
    enabled: z.boolean(),
    text: z.string(),
    url: z.string(),
    severity: z.enum(ANNOUNCEMENT_SEVERITIES),
    startsOn: z.string(),
    endsOn: z.string(),
  }),
  defaultSeason: siteSettingsSchema.shape.defaultSeason,
});

function keepDraft(uid: string, values: SiteSettings): void {
  writeDraft(DRAFT.path, DRAFT.id, uid, { values, baseVersion: null, savedAt: Date.now() });
}

/** A plain copy of the settings for the form (valtio snapshots are frozen proxies, which cannot be cloned). */
const editable = (settings: SiteSettings): SiteSettings => JSON.parse(JSON.stringify(settings)) as SiteSettings;

/** The site settings form: brand name, contact details, social links, announcement banner, default season. */
export function SiteSettingsForm() {
  const { settings, source } = useSnapshot(siteSettingsStore);
  const { uid } = useSnapshot(sessionStore);
  const { online } = useSnapshot(connectivityStore);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const validate = useMemo(() => formErrors(siteSettingsSchema), []);
  // Set when this device had unsaved changes from an earlier visit, which are now back in the form.
  const [restoredDraft, setRestoredDraft] = useState(false);
  const form = useForm<SiteSettings>({
    mode: 'controlled',
    initialValues: editable(settings as SiteSettings),
    validate,
    validateInputOnBlur: true,
    // Kept on this device as it is typed, so a reload, a crash or a flat battery loses nothing.
    onValuesChange(values) {
      if (uid && form.isDirty()) keepDraft(uid, values);
    },
  });

  useEffect(() => {
    if (!uid) return;
    let current = true;
    void readDraft(DRAFT.path, DRAFT.id, uid).then((draft) => {
      const values = draftShape.safeParse(draft?.values);
      if (!current || !values.success) return;
      form.setValues(values.data);
      setRestoredDraft(true);
    });
    return () => {
      current = false;
    };
    // Once per account.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);

  const discardRestored = () => {
    void discardDraft(DRAFT.path, DRAFT.id);
    setRestoredDraft(false);
    const saved = editable(settings as SiteSettings);
    form.setValues(saved);
    form.resetDirty(saved);
  };

  // The live document arrives (or changes elsewhere): show it, unless the admin is part-way through an edit.
  useEffect(() => {
    if (form.isDirty()) return;
    const next = editable(settings as SiteSettings);
    form.setValues(next);
    form.resetDirty(next);
    // Only when the settings themselves change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  const save = form.onSubmit(async (values) => {
    if (!uid) return;
    setStatus({ kind: 'sending' });
    try {
      const parsed = siteSettingsSchema.parse(values);
      const { committed } = await saveSiteSettings(parsed, uid);
      // Firestore keeps the save on this device until it is sent: the draft is no longer needed.
      void discardDraft(DRAFT.path, DRAFT.id);
      setRestoredDraft(false);
      form.resetDirty(values);
      if (!navigator.onLine) setStatus({ kind: 'waiting' });
      await committed;
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({ kind: 'failed', message: describeSaveProblem(error) });
    }
  });

  const links = form.getValues().socialLinks;

  return (
    <form onSubmit={save} noValidate aria-label="Site settings">
      <Stack gap="lg" maw={720}>
        {restoredDraft && (
          <Alert variant="light" title="Your unsaved changes are back">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">You changed these settings on this device earlier and did not save. Save them, or:</Text>
              <Button variant="default" size="xs" onClick={discardRestored}>
                Discard my changes
              </Button>
            </Stack>
          </Alert>
        )}
        {source === 'shipped' && (
          <Text size="sm" c="dimmed" role="status">
            Reading the saved settings…
          </Text>
        )}

        <Fieldset legend="Organisation">
          <TextInput
            label="Name of the organisation"
            description="Shown in the header, page titles and the footer’s copyright line."
            required
            {...form.getInputProps('companyName')}
          />
        </Fieldset>

        <Fieldset legend="Contact details">
          <Stack gap="sm">
            <TextInput label="Address" autoComplete="off" {...form.getInputProps('contact.address')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label="Email" type="email" {...form.getInputProps('contact.email')} />
              <TextInput label="Phone" type="tel" {...form.getInputProps('contact.phone')} />
            </SimpleGrid>
            <Textarea
              label="Office opening times"
              description="One line each, like “Monday to Friday: 9am to 1pm”."
              autosize
              minRows={2}
              {...form.getInputProps('contact.openingTimes')}
            />
          </Stack>
        </Fieldset>

        <RepeatingRows
          legend="Social links"
          rows={links}
          rowKey={(_, index) => index}
          empty="No social links yet."
          renderRow={(_, index) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={`Link ${index + 1} name`}
                placeholder="Facebook"
                {...form.getInputProps(`socialLinks.${index}.label`)}
              />
              <TextInput
                label={`Link ${index + 1} address`}
                placeholder="https://"
                {...form.getInputProps(`socialLinks.${index}.url`)}
              />
            </SimpleGrid>
          )}
          removeLabel={(link, index) => `Remove link ${index + 1}${link.label ? ` (${link.label})` : ''}`}
          onRemove={(index) => form.removeListItem('socialLinks', index)}
          max={MAX_SITE_SOCIAL_LINKS}
          addLabel="Add a link"
          onAdd={() => form.insertListItem('socialLinks', { label: '', url: '' })}
        />

        <Fieldset legend="Announcement banner">
          <Stack gap="sm">
            <Checkbox
              label="Show the banner on every page"
              {...form.getInputProps('announcement.enabled', { type: 'checkbox' })}
            />
            <TextInput
              label="Announcement"
              description="One or two sentences. Visitors can close it; a new announcement shows again."
              {...form.getInputProps('announcement.text')}
            />
            <TextInput
              label="Link (optional)"
              description="A page on this site, like /events, or a full web address."
              {...form.getInputProps('announcement.url')}
            />
            <NativeSelect
              label="How important"
              data={ANNOUNCEMENT_SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value] }))}
              {...form.getInputProps('announcement.severity')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput type="date" label="First day (optional)" {...form.getInputProps('announcement.startsOn')} />
              <TextInput type="date" label="Last day (optional)" {...form.getInputProps('announcement.endsOn')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Season">
          <NativeSelect
            label="Default season for new visitors"
            description="Sets the colours and the home page greeting. A visitor who picks a season keeps their own."
            data={SEASON_CHOICES}
            {...form.getInputProps('defaultSeason')}
          />
        </Fieldset>

        {Object.keys(form.errors).length > 0 && (
          <Alert color="red" variant="light" role="alert" title="Not saved yet">
            Please fix the problems marked above. Nothing has been lost.
          </Alert>
        )}
        <SaveStatusLine status={status} online={online} />
        <Group>
          <Button type="submit" loading={status.kind === 'sending'} disabled={!uid}>
            Save settings
          </Button>
          {form.isDirty() && (
            <>
              <Button
                variant="default"
                onClick={() => {
                  void discardDraft(DRAFT.path, DRAFT.id);
                  setRestoredDraft(false);
                  form.reset();
                }}
              >
                Undo changes
              </Button>
              <Text size="sm" c="dimmed">
                Draft kept on this device
              </Text>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function SaveStatusLine({ status, online }: { status: SaveStatus; online: boolean }) {
  const text = (() => {
    switch (status.kind) {
      case 'idle':
        return '';
      case 'sending':
        return online ? 'Saving…' : 'Saved on this device. It will be sent when you are back online.';
      case 'waiting':
        return 'Saved on this device. It will be sent when you are back online.';
      case 'saved':
        return 'Saved. Every open page shows the change.';
      case 'failed':
        return `Not saved: ${status.message}`;
    }
  })();
  return (
    <Text size="sm" role="status" data-testid="settings-save-status" c={status.kind === 'failed' ? 'red' : undefined}>
      {text}
    </Text>
  );
}
