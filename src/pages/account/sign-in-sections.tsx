import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Image, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { changeEmail, changePassword, saveDisplayName, type SignInDetails } from '@/domains/accounts/account-data';
import { ConfirmItsYou, needsSignInAgain, problemText } from './confirm-its-you';

type Outcome = { kind: 'done'; text: string } | { kind: 'problem'; text: string } | null;

function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Text
      size="sm"
      c={outcome.kind === 'problem' ? 'red' : undefined}
      role={outcome.kind === 'problem' ? 'alert' : 'status'}
    >
      {outcome.text}
    </Text>
  );
}

/**
 * A form whose action may need the person to prove it is them first: the action runs, and when Firebase
 * asks, the password (or Google) is asked for and the action runs again.
 */
function useGuardedAction(action: () => Promise<string>) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState(false);
  const run = async (): Promise<void> => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'done', text: await action() });
    } catch (error) {
      if (needsSignInAgain(error)) setConfirming(true);
      else setOutcome({ kind: 'problem', text: problemText(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, confirming, setConfirming, run };
}

/**
 * A form's submit button, or, when Firebase asked for it, the password prompt that signs in again and
 * then submits once more; with what happened below.
 */
function SubmitOrConfirm({
  action,
  online,
  label,
  reason,
}: {
  action: ReturnType<typeof useGuardedAction>;
  online: boolean;
  label: string;
  reason: string;
}) {
  return (
    <>
      {action.confirming ? (
        <ConfirmItsYou
          usesPassword
          reason={reason}
          onConfirmed={() => {
            action.setConfirming(false);
            void action.run();
          }}
          onCancel={() => action.setConfirming(false)}
        />
      ) : (
        <Group gap="sm">
          <Button type="submit" variant="default" loading={action.busy} disabled={!online}>
            {label}
          </Button>
          {!online && <Text size="sm">You are offline: this needs a connection.</Text>}
        </Group>
      )}
      <OutcomeText outcome={action.outcome} />
    </>
  );
}

/** A form whose fields come first, then its submit button or the password prompt (see SubmitOrConfirm). */
function GuardedForm({
  onSubmit,
  maw,
  children,
  ...submit
}: Parameters<typeof SubmitOrConfirm>[0] & {
  onSubmit: (event: FormEvent) => void;
  maw?: number;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="sm" maw={maw}>
        {children}
        <SubmitOrConfirm {...submit} />
      </Stack>
    </form>
  );
}

const isEmail = (value: string): boolean => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);

/** The name others see, beside the photo from the sign-in provider (Google's, for Google accounts). */
export function NameSection({
  uid,
  name,
  photoURL,
  online,
  onSaved,
}: {
  uid: string;
  name: string;
  photoURL: string | null;
  online: boolean;
  onSaved: (name: string) => void;
}) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const save = useGuardedAction(async () => {
    await saveDisplayName(uid, value.trim());
    onSaved(value.trim());
    return 'Your name has been saved.';
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.length > 100) {
      setError('Please give a name of 1 to 100 characters.');
      return;
    }
    setError(null);
    void save.run();
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          {photoURL && <Image src={photoURL} alt="Your photo" w={56} h={56} radius="xl" />}
          <TextInput
            label="Name"
            description="Shown to shops on your orders and to the site’s admins."
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
            maxLength={100}
            autoComplete="name"
            style={{ flex: '1 1 16rem' }}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={save.busy} disabled={!online}>
            Save name
          </Button>
          {!online && <Text size="sm">You are offline: you can change your name when you are back online.</Text>}
        </Group>
        <OutcomeText outcome={save.outcome} />
      </Stack>
    </form>
  );
}

/** Email address and password; for Google accounts, where to change them instead. */
export function SignInSection({ details, online }: { details: SignInDetails; online: boolean }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const emailChange = useGuardedAction(async () => {
    await changeEmail(email.trim());
    setEmail('');
    return `We have sent a link to ${email.trim()}. Your email address changes when you follow it; until then, keep signing in with ${details.email ?? 'your current address'}.`;
  });
  const passwordChange = useGuardedAction(async () => {
    await changePassword(password);
    setPassword('');
    setRepeat('');
    return 'Your password has been changed.';
  });

  if (!details.password) {
    return (
      <Text>
        You sign in with Google{details.email ? ` as ${details.email}` : ''}. To change your email address or password,
        change them in your Google account.
      </Text>
    );
  }

  const submitEmail = (event: FormEvent): void => {
    event.preventDefault();
    if (!isEmail(email.trim()) || email.trim().length > 254) {
      setEmailError('Please enter an email address, like name@example.com.');
      return;
    }
    if (email.trim().toLowerCase() === details.email?.toLowerCase()) {
      setEmailError('That is already your email address.');
      return;
    }
    setEmailError(null);
    void emailChange.run();
  };
  const submitPassword = (event: FormEvent): void => {
    event.preventDefault();
    if (password.length < 8) {
      setPasswordError('Please choose a longer password: at least 8 characters.');
      return;
    }
    if (password !== repeat) {
      setPasswordError('The two passwords are not the same. Please type them again.');
      return;
    }
    setPasswordError(null);
    void passwordChange.run();
  };
  return (
    <Stack gap="lg">
      <GuardedForm
        onSubmit={submitEmail}
        action={emailChange}
        online={online}
        label="Change email address"
        reason="You signed in a while ago. Type your password to change your email address."
      >
        <Text>
          Your email address is <strong>{details.email ?? 'not set'}</strong>
          {details.email && !details.emailVerified && ' (not confirmed yet)'}.
        </Text>
        <TextInput
          label="New email address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
          maw={420}
        />
      </GuardedForm>
      <GuardedForm
        onSubmit={submitPassword}
        action={passwordChange}
        online={online}
        label="Change password"
        reason="You signed in a while ago. Type your current password to choose a new one."
        maw={420}
      >
        <PasswordInput
          label="New password"
          description="At least 8 characters."
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label="New password again"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          error={passwordError}
        />
      </GuardedForm>
    </Stack>
  );
}
