import { useState } from 'react';
import { Alert, Button, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  deletePhotoFiles,
  readAccount,
  readOwnRecords,
  signInAgain,
  signInDetails,
  writeDeletion,
} from '@/domains/accounts/account-data';
import { authActions } from '@/stores/session-store';
import { assembleExport, exportFileName } from './account-export';
import { problemText } from './confirm-its-you';
import { deletionPlan, photoFiles } from './deletion-plan';
import { ProblemText } from '@/components/problem-text';

/** "Download my data": one JSON file, made on this device and saved by the browser. */
export function DownloadSection({ uid, online }: { uid: string; online: boolean }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      const [signIn, account, records] = await Promise.all([signInDetails(), readAccount(uid), readOwnRecords(uid)]);
      const exportedAt = new Date();
      const file = assembleExport({
        uid,
        signIn: {
          email: signIn.email,
          displayName: signIn.displayName,
          emailVerified: signIn.emailVerified,
          createdAt: signIn.createdAt,
        },
        account,
        orders: records.orders,
        messages: records.messages,
        sellerRequest: records.sellerRequest,
        exportedAt,
      });
      const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(exportedAt);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text>
        A file with everything this site holds about you: your account, what you follow, your choices, your orders, the
        messages you sent us while signed in and your request to sell. It is made on this device and saved to your
        downloads.
      </Text>
      {!online && <Text size="sm">You are offline: the file will hold what this device has kept.</Text>}
      <Group>
        <Button variant="default" loading={busy} onClick={() => void download()}>
          Download my data
        </Button>
      </Group>
      <ProblemText message={problem} />
    </Stack>
  );
}

const CONFIRM_WORDS = 'delete my account';

/** What deleting removes and what stays, said once for the page and the dialog. */
export function WhatDeletingDoes() {
  return (
    <Stack gap="xs">
      <Text>Deleting your account removes, straight away:</Text>
      <List size="sm" spacing={4}>
        <List.Item>your account and sign-in (your name, email address, photo and roles);</List.Item>
        <List.Item>what you follow and your notification choices;</List.Item>
        <List.Item>the messages you sent us while signed in;</List.Item>
        <List.Item>your request to sell, with the name, email address and phone number on it;</List.Item>
        <List.Item>everything of your account kept on this device.</List.Item>
      </List>
      <Text>
        What stays: the shops keep their record of your orders (what was ordered, when, the price and what happened to
        it), because they need it for their accounts and the law asks them to keep sales records. Your name, email
        address, phone number and any note on those orders are replaced with “Deleted account”, so they no longer say
        who you are. Messages you sent without signing in stay with us until we have dealt with them.
      </Text>
    </Stack>
  );
}

/**
 * "Delete my account": says what happens, asks for the words and the password, then does it. An admin
 * steps down first (the rules refuse an admin deleting their own account: the site could be left with no
 * admin), so for them it says how instead.
 */
export function DeleteSection({
  uid,
  usesPassword,
  online,
  isAdmin,
}: {
  uid: string;
  usesPassword: boolean;
  online: boolean;
  isAdmin: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [words, setWords] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ready = words.trim().toLowerCase() === CONFIRM_WORDS && (!usesPassword || password !== '');

  const remove = async (): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      // Proving it is them first means Firebase will not refuse the last step after the data has gone.
      await signInAgain(usesPassword ? password : null);
      const records = await readOwnRecords(uid);
      const plan = deletionPlan({
        uid,
        orders: records.orders.map((order) => ({
          id: order.id,
          customerName: (order.data.customer as { name?: unknown } | undefined)?.name,
        })),
        messageIds: records.messages.map((message) => message.id),
        sellerRequest: records.sellerRequest !== null,
      });
      // The photo's files first, while the account the Storage rules check still exists.
      await deletePhotoFiles(photoFiles((await readAccount(uid))?.photo));
      await writeDeletion(plan.batches);
      // Deletes the sign-in, clears this device's copy and reloads at the home page.
      await (await authActions()).deleteAccount();
    } catch (error) {
      setProblem(problemText(error));
      setBusy(false);
    }
  };

  if (isAdmin) {
    return (
      <Stack gap="sm">
        <WhatDeletingDoes />
        <Alert color="blue" variant="light" title="You are an admin: step down first">
          An admin cannot delete their own account, so the site is never left without one. Ask another admin to remove
          the admin role from your account (in the dashboard, under Accounts). Then you can delete it here.
        </Alert>
      </Stack>
    );
  }

  if (!open) {
    return (
      <Stack gap="sm">
        <WhatDeletingDoes />
        <Group>
          <Button variant="default" c="var(--mantine-color-error)" onClick={() => setOpen(true)} disabled={!online}>
            Delete my account
          </Button>
          {!online && <Text size="sm">You are offline: deleting your account needs a connection.</Text>}
        </Group>
      </Stack>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void remove();
      }}
    >
      <Stack gap="sm">
        <WhatDeletingDoes />
        <Alert color="red" variant="light" title="This cannot be undone">
          Your account and the records above go for good. If you only want to stop using the site on this device, sign
          out instead.
        </Alert>
        <TextInput
          label={`Type “${CONFIRM_WORDS}” to confirm`}
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
          autoComplete="off"
          maw={420}
        />
        {usesPassword ? (
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            maw={420}
          />
        ) : (
          <Text size="sm">Google will ask you to confirm it is you.</Text>
        )}
        <ProblemText message={problem} />
        <Group gap="sm">
          <Button type="submit" color="red.9" loading={busy} disabled={!ready || !online}>
            Delete my account for good
          </Button>
          <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
            Keep my account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
