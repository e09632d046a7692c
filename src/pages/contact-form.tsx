import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { BRAND_CONTACT } from '@/config/brand';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { flushStored, readStored, writeStored } from '@/stores/persistence';
import {
  contactErrors,
  contactMailtoUrl,
  contactMessageSchema,
  EMPTY_CONTACT_DRAFT,
  parseContactDraft,
  type ContactDraft,
} from './contact-message';

const DRAFT_KEY = 'contactDraft';

/**
 * Writes a message to the association. Until messages can be sent from the site itself, sending
 * opens the visitor's email app with everything filled in. The draft is kept on the device as it is
 * typed, so closing the tab or losing signal loses nothing.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
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
      if (draft) form.setValues(draft);
    });
    // Restore once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.onSubmit((values) => {
    const message = contactMessageSchema.parse(values);
    window.location.assign(contactMailtoUrl(BRAND_CONTACT.email, message));
    form.setInitialValues(EMPTY_CONTACT_DRAFT);
    form.reset();
    writeStored(DRAFT_KEY, EMPTY_CONTACT_DRAFT);
    void flushStored();
    setSent(true);
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-form-title">
      <Title order={2} size="h3" id="contact-form-title">
        Write to us
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        Sending opens your email app with your message ready to go. What you type is kept on this device until then.
      </Text>
      {sent && (
        <Alert
          variant="light"
          mb="md"
          title="Your email app should now be open"
          withCloseButton
          onClose={() => setSent(false)}
        >
          If nothing happened, write to {BRAND_CONTACT.email} directly.
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput label="Your name" autoComplete="name" required {...form.getInputProps('name')} />
            <TextInput
              label="Your email address"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
          </Group>
          <TextInput label="Subject" required maxLength={140} {...form.getInputProps('subject')} />
          <Textarea label="Message" required autosize minRows={5} maxRows={14} {...form.getInputProps('body')} />
          <Checkbox
            label="You may use my name and email address to reply to this message."
            {...form.getInputProps('consent', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" leftSection={<IconMailForward size={18} aria-hidden />}>
              Open in my email app
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
