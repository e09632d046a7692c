import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandGoogle, IconLogin, IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { formErrors } from '@/lib/form-errors';
import { connectivityStore } from '@/stores/connectivity-store';
import { authActions, sessionStore } from '@/stores/session-store';
import {
  passwordResetSchema,
  signInSchema,
  signUpSchema,
  type PasswordResetValues,
  type SignInValues,
  type SignUpValues,
} from './account-forms';

type Mode = 'sign-in' | 'sign-up' | 'reset';

const HEADINGS: Record<Mode, string> = {
  'sign-in': 'Sign in',
  'sign-up': 'Create an account',
  reset: 'Reset your password',
};

function message(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/** Runs an account action, keeping its problem (a plain sentence) for the form to show. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(message(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, run };
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert" title="That did not work">
      {children}
    </Alert>
  );
}

/**
 * An account form: its problem above (the action's), then its fields and button, then what follows it
 * (other ways in, links to the other forms).
 */
function AccountForm({
  problem,
  notice,
  onSubmit,
  children,
  after,
}: {
  problem: string | null;
  notice?: ReactNode;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  after: ReactNode;
}) {
  return (
    <Stack gap="sm">
      {problem && <Problem>{problem}</Problem>}
      {notice}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">{children}</Stack>
      </form>
      {after}
    </Stack>
  );
}

/** A link to another of the account forms (it switches in place: the page stays where it is). */
function SwitchLink({ to, onSwitch, children }: { to: Mode; onSwitch: (mode: Mode) => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => onSwitch(to)}>
      {children}
    </Anchor>
  );
}

/** The email address field, the same in every form (the form's own key and value are added). */
const EMAIL_INPUT = { label: 'Email address', type: 'email', autoComplete: 'email', required: true } as const;

function SignInForm({ onSwitch }: { onSwitch: (mode: Mode) => void }) {
  const { busy, problem, run } = useAction();
  const form = useForm<SignInValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: formErrors(signInSchema),
  });
  const submit = form.onSubmit((values) => {
    void run(async () => (await authActions()).signInWithEmail(values.email, values.password));
  });
  return (
    <AccountForm
      problem={problem}
      onSubmit={submit}
      after={
        <>
          <Divider label="or" labelPosition="center" />
          <Button
            variant="default"
            loading={busy}
            leftSection={<IconBrandGoogle size={18} aria-hidden />}
            onClick={() => void run(async () => (await authActions()).signInWithGoogle())}
          >
            Sign in with Google
          </Button>
          <Text size="sm">
            New here?{' '}
            <SwitchLink to="sign-up" onSwitch={onSwitch}>
              Create an account
            </SwitchLink>
          </Text>
        </>
      }
    >
      <TextInput {...EMAIL_INPUT} key={form.key('email')} {...form.getInputProps('email')} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <Group justify="space-between">
        <Button type="submit" loading={busy} leftSection={<IconLogin size={18} aria-hidden />}>
          Sign in
        </Button>
        <SwitchLink to="reset" onSwitch={onSwitch}>
          Forgotten your password?
        </SwitchLink>
      </Group>
    </AccountForm>
  );
}

function SignUpForm({ onSwitch }: { onSwitch: (mode: Mode) => void }) {
  const { busy, problem, run } = useAction();
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    initialValues: { displayName: '', email: '', password: '', confirmPassword: '' },
    validate: formErrors(signUpSchema),
  });
  const submit = form.onSubmit((values) => {
    void run(async () => (await authActions()).signUp(values));
  });
  return (
    <AccountForm
      problem={problem}
      onSubmit={submit}
      after={
        <Text size="sm">
          Already have an account?{' '}
          <SwitchLink to="sign-in" onSwitch={onSwitch}>
            Sign in
          </SwitchLink>
        </Text>
      }
    >
      <TextInput
        label="Your name"
        autoComplete="name"
        required
        key={form.key('displayName')}
        {...form.getInputProps('displayName')}
      />
      <TextInput {...EMAIL_INPUT} key={form.key('email')} {...form.getInputProps('email')} />
      <PasswordInput
        label="Password"
        description="At least 8 characters."
        autoComplete="new-password"
        required
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Password again"
        autoComplete="new-password"
        required
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
      <Button type="submit" loading={busy} leftSection={<IconUserPlus size={18} aria-hidden />}>
        Create my account
      </Button>
    </AccountForm>
  );
}

function PasswordResetForm({ onSwitch }: { onSwitch: (mode: Mode) => void }) {
  const { busy, problem, run } = useAction();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<PasswordResetValues>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: formErrors(passwordResetSchema),
  });
  const submit = form.onSubmit((values) => {
    void run(async () => (await authActions()).sendPasswordReset(values.email)).then((ok) => {
      if (ok) setSentTo(values.email.trim());
    });
  });
  return (
    <AccountForm
      problem={problem}
      notice={
        sentTo && (
          <Alert variant="light" role="status" title="Check your email">
            If there is an account for {sentTo}, we have sent it a link to choose a new password.
          </Alert>
        )
      }
      onSubmit={submit}
      after={
        <SwitchLink to="sign-in" onSwitch={onSwitch}>
          Back to signing in
        </SwitchLink>
      }
    >
      <TextInput {...EMAIL_INPUT} key={form.key('email')} {...form.getInputProps('email')} />
      <Button type="submit" loading={busy} leftSection={<IconMailForward size={18} aria-hidden />}>
        Send me a reset link
      </Button>
    </AccountForm>
  );
}

/**
 * Sign in, create an account or reset a password. Used by the sign-in page and in place of any
 * dashboard page for people who are not signed in, so they stay on the page they asked for.
 */
export function SignInPanel({ intro }: { intro?: ReactNode }) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const { online } = useSnapshot(connectivityStore);
  const { backendProblems } = useSnapshot(sessionStore);
  return (
    <Paper withBorder p="lg" radius="md" maw={460} component="section" aria-labelledby="account-form-title">
      <Title order={2} size="h3" id="account-form-title" mb="xs">
        {HEADINGS[mode]}
      </Title>
      {intro && (
        <Text size="sm" mb="md">
          {intro}
        </Text>
      )}
      {!online && (
        <Alert variant="light" color="gray" mb="md" title="You are offline">
          Signing in needs a connection. If you signed in on this device before, you stay signed in while offline.
        </Alert>
      )}
      {backendProblems.length > 0 ? (
        <Alert color="red" variant="light" title="Signing in is not available">
          The site’s connection settings need attention. Please tell the site’s administrator:
          <ul>
            {backendProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : mode === 'sign-in' ? (
        <SignInForm onSwitch={setMode} />
      ) : mode === 'sign-up' ? (
        <SignUpForm onSwitch={setMode} />
      ) : (
        <PasswordResetForm onSwitch={setMode} />
      )}
    </Paper>
  );
}
