import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconClock, IconCloudUpload, IconSend } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { NameAndEmailInputs } from '@/components/name-and-email-inputs';
import { LONDON_TIME_ZONE, WEEKDAY_NAMES, zonedParts } from '@/lib/london-time';
import { connectivityStore } from '@/stores/connectivity-store';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { flushStored, readStored, writeStored } from '@/stores/persistence';
import {
  contactErrors,
  contactMessageSchema,
  EMPTY_CONTACT_DRAFT,
  looksAutomated,
  parseContactDraft,
  type ContactDraft,
} from './contact-message';
import { contactOutbox, contactOutboxStore, pretendSent, resumeContactOutbox } from './contact-outbox';
import { holdText } from './contact-throttle';

const DRAFT_KEY = 'contactDraft';
/** Online, a message normally arrives within this; longer, and the page says it is kept on the phone. */
const SLOW_SEND_MS = 4_000;

export const SAVED_OFFLINE_TEXT = 'Saved on this phone. We’ll send it when you’re back online.';

/** "Thursday 22:41" in London: when a held message goes (within a day). */
function clockTime(at: number): string {
  const p = zonedParts(new Date(at), LONDON_TIME_ZONE);
  return `${WEEKDAY_NAMES[p.weekday]} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** One line of OutboxStatus: a light status notice (read out when it changes) with its icon. */
function OutboxNote({ Icon, title, children }: { Icon: typeof IconSend; title: ReactNode; children?: ReactNode }) {
  return (
    <Alert variant="light" mb="md" icon={<Icon size={20} aria-hidden />} title={title} role="status">
      {children}
    </Alert>
  );
}

/** What the page says about messages on their way. */
function OutboxStatus() {
  const { waiting, sentThisVisit, hold } = useSnapshot(contactOutboxStore);
  const { online } = useSnapshot(connectivityStore);
  // The count of waiting messages once they had taken long: from then on the page says they are kept here.
  const [slowAt, setSlowAt] = useState<number | null>(null);
  useEffect(() => {
    if (waiting === 0) return;
    const timer = setTimeout(() => setSlowAt(waiting), SLOW_SEND_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const slow = slowAt === waiting;
  if (waiting > 0 && hold) {
    return (
      <OutboxNote Icon={IconClock} title={holdText(hold, clockTime)}>
        It is kept on this device. If this page is closed by then, it goes the next time you open it.
      </OutboxNote>
    );
  }
  if (waiting > 0 && online && !slow) {
    return <OutboxNote Icon={IconSend} title="Sending your message…" />;
  }
  if (waiting > 0) {
    return (
      <OutboxNote Icon={IconCloudUpload} title={SAVED_OFFLINE_TEXT}>
        You can close this page: it goes as soon as this phone is online and the site is open.
      </OutboxNote>
    );
  }
  if (sentThisVisit > 0) {
    return (
      <OutboxNote Icon={IconCircleCheck} title="Thank you: your message has been sent">
        We reply within five working days.
      </OutboxNote>
    );
  }
  return null;
}

/**
 * Writes a message to the association. It is sent from the site itself; with no connection it is kept on
 * the device and sent later. The draft is kept on the device as it is typed, so closing the tab or
 * losing signal loses nothing. A hidden field and a minimum time on the form turn away most scripts.
 */
export function ContactForm() {
  const [tooFast, setTooFast] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  // When the person first typed a character in the form (not when the page opened: see looksAutomated).
  const typingStartedAt = useRef<number | null>(null);
  const noteKey = (event: KeyboardEvent) => {
    if (event.key.length === 1) typingStartedAt.current ??= Date.now();
  };
  const restored = useRef(false);
  const form = useForm<ContactDraft>({
    mode: 'controlled',
    initialValues: EMPTY_CONTACT_DRAFT,
    validate: contactErrors,
    validateInputOnBlur: true,
    onValuesChange: (values) => writeStored(DRAFT_KEY, values),
  });
  const dirty = form.isDirty();
  useUnsavedChanges(dirty);

  useEffect(() => {
    void readStored(DRAFT_KEY, parseContactDraft).then((draft) => {
      if (!draft) return;
      restored.current = true;
      form.setValues(draft);
    });
    resumeContactOutbox();
    // Restore once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = (values: ContactDraft): void => {
    const check = looksAutomated({
      honeypot,
      typingStartedAt: typingStartedAt.current,
      now: Date.now(),
      restored: restored.current,
    });
    if (check.tooFast) {
      setTooFast(true);
      restored.current = true;
      return;
    }
    setTooFast(false);
    typingStartedAt.current = null;
    const message = contactMessageSchema.parse(values);
    form.setInitialValues(EMPTY_CONTACT_DRAFT);
    form.reset();
    writeStored(DRAFT_KEY, EMPTY_CONTACT_DRAFT);
    void flushStored();
    // A filled-in hidden field: a script. It is told all went well, and nothing is sent.
    if (check.drop) pretendSent();
    else void contactOutbox.add(message);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-form-title">
      <Title order={2} size="h3" id="contact-form-title">
        Write to us
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        What you type is kept on this device until you send it. With no signal, your message waits on this device and
        goes when you are back online.
      </Text>
      <OutboxStatus />
      {tooFast && (
        <Alert variant="light" mb="md" title="Please check your message" role="alert">
          That was very quick. Please read it through, then press Send again.
        </Alert>
      )}
      <form onSubmit={(event) => form.onSubmit(send)(event)} onKeyDownCapture={noteKey} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <NameAndEmailInputs name={form.getInputProps('name')} email={form.getInputProps('email')} />
          </Group>
          <TextInput label="Subject" required maxLength={140} {...form.getInputProps('subject')} />
          <Textarea label="Message" required autosize minRows={5} maxRows={14} {...form.getInputProps('body')} />
          <Checkbox
            label="You may use my name and email address to reply to this message."
            {...form.getInputProps('consent', { type: 'checkbox' })}
          />
          {/* People never see or reach this field; scripts that fill in every field do. */}
          <div
            aria-hidden="true"
            style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
          >
            <label>
              Leave this empty
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={honeypot}
                onChange={(event) => setHoneypot(event.currentTarget.value)}
              />
            </label>
          </div>
          <Group>
            <Button type="submit" leftSection={<IconSend size={18} aria-hidden />}>
              Send message
            </Button>
            {dirty && (
              <Text size="sm" c="dimmed" role="status">
                Draft kept on this device
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
