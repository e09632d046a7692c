import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ACCOUNT_ROLES,
  accountRoles,
  NO_ROLE_MAY,
  removesAdmin,
  ROLE_LABELS,
  ROLE_MAY,
  roleChangeLines,
  roleChangeProblem,
} from '@/domains/accounts/account-roles';
import type { Account } from '@/domains/accounts/accounts-data';
import { accountName } from '@/domains/accounts/use-accounts';
import type { Role } from '@/lib/route-meta';

async function adminCountOrNull(): Promise<number | null> {
  try {
    const { countAdmins } = await import('@/domains/accounts/accounts-data');
    return await countAdmins();
  } catch {
    return null;
  }
}

type Step =
  | { kind: 'choosing' }
  | { kind: 'checking' }
  | { kind: 'confirming'; after: Role[] }
  | { kind: 'saving' }
  | { kind: 'refused'; message: string }
  | { kind: 'done' };

/**
 * An account's roles: tick the roles, then confirm a summary of what the person may now do. Removing an
 * admin is checked first (not yourself; never the last admin: the admins are counted by the server).
 */
export function RoleEditor({ account, actorUid, online }: { account: Account; actorUid: string; online: boolean }) {
  const [chosen, setChosen] = useState<Role[]>(account.roles);
  const [step, setStep] = useState<Step>({ kind: 'choosing' });
  const confirmRef = useRef<HTMLDivElement>(null);
  const changed = chosen.join() !== account.roles.join();
  const name = accountName(account);

  async function check() {
    const after = accountRoles(chosen);
    setStep({ kind: 'checking' });
    const change = { actorUid, targetUid: account.uid, before: account.roles, after };
    const adminCount = removesAdmin(change) ? await adminCountOrNull() : null;
    const problem = roleChangeProblem({ ...change, adminCount });
    if (problem) {
      setStep({ kind: 'refused', message: problem });
      return;
    }
    setStep({ kind: 'confirming', after });
    requestAnimationFrame(() => confirmRef.current?.focus());
  }

  async function save(after: Role[]) {
    setStep({ kind: 'saving' });
    try {
      // Counted again just before writing: another admin may have changed roles meanwhile.
      const change = { actorUid, targetUid: account.uid, before: account.roles, after };
      const problem = removesAdmin(change)
        ? roleChangeProblem({ ...change, adminCount: await adminCountOrNull() })
        : null;
      if (problem) {
        setStep({ kind: 'refused', message: problem });
        return;
      }
      const { writeRoles } = await import('@/domains/accounts/accounts-data');
      const { sent } = await writeRoles(account.uid, after);
      await sent;
      setStep({ kind: 'done' });
    } catch {
      setStep({
        kind: 'refused',
        message: 'The roles could not be changed. Please check your connection and try again.',
      });
    }
  }

  return (
    <Stack gap="sm">
      <Checkbox.Group
        label="Tick the roles they should have"
        description={chosen.length === 0 ? `No role: ${NO_ROLE_MAY.toLowerCase()}` : undefined}
        value={chosen}
        onChange={(values) => {
          setChosen(accountRoles(values));
          setStep({ kind: 'choosing' });
        }}
      >
        <Stack gap="xs" mt="xs">
          {ACCOUNT_ROLES.map((role) => (
            <Checkbox key={role} value={role} label={ROLE_LABELS[role]} description={ROLE_MAY[role]} />
          ))}
        </Stack>
      </Checkbox.Group>
      {step.kind === 'refused' && (
        <Alert color="red" title="The roles were not changed" role="alert">
          {step.message}
        </Alert>
      )}
      {step.kind === 'done' && !changed && (
        <Alert color="green" title="Roles changed" role="status">
          {name}’s roles are saved. They apply at once, on every device they use.
        </Alert>
      )}
      {step.kind === 'confirming' || step.kind === 'saving' ? (
        <Paper withBorder p="md" ref={confirmRef} tabIndex={-1} role="group" aria-labelledby="confirm-roles-title">
          <Stack gap="xs">
            <Title order={3} size="h5" id="confirm-roles-title">
              Change {name}’s roles?
            </Title>
            <List size="sm">
              {roleChangeLines(account.roles, step.kind === 'confirming' ? step.after : chosen).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <Group>
              <Button
                loading={step.kind === 'saving'}
                onClick={() => step.kind === 'confirming' && void save(step.after)}
              >
                Yes, change the roles
              </Button>
              <Button variant="default" disabled={step.kind === 'saving'} onClick={() => setStep({ kind: 'choosing' })}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Group>
          <Button disabled={!changed || !online} loading={step.kind === 'checking'} onClick={() => void check()}>
            Change roles
          </Button>
          {!online && (
            <Text size="sm" c="dimmed">
              Roles can be changed when you are back online.
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
