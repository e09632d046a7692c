import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { assembleDefinition } from '@/collections/assemble-definition';
import { useAccounts } from '@/domains/accounts/use-accounts';
import { useCollectionList } from '@/collections/use-collection';
import { useLive } from '@/collections/use-live';
import { PageHeader } from '@/components/page-header';
import { connectivityStore } from '@/stores/connectivity-store';
import { addableAccounts, addProblem, readerRows, readersStatus, type ReadersSnapshot } from './committee-readers';
import { committeesManifest } from './committees-manifest';
import { committeesModel } from './committees-model';
import '@/collections/editor-styles';
import { BareList } from '@/components/bare-list';

const committeesDefinition = assembleDefinition(committeesManifest, committeesModel, {});
/** The site's accounts offered (a community's, all of them; as the owner field). */
const ACCOUNTS_READ = 500;
const readersData = () => import('./committee-readers-data');

/**
 * Who reads a committee's papers (dashboard, admins): the accounts in committeeMembers/{id}, by name,
 * with Remove, and Add from the site's accounts. Each change is one write, kept on this device at once
 * and sent when there is a connection; the page says "Saved" only when the server has it.
 */
export default function CommitteeReadersPage() {
  const [params, setParams] = useSearchParams();
  const committees = useCollectionList(committeesDefinition, { audience: 'editor' });
  const items = committees.state === 'ready' ? committees.value.items : [];
  const chosen = params.get('committee') ?? '';
  const committee = items.find((item) => item.id === chosen);
  return (
    <Stack>
      <PageHeader
        title="Who reads the papers"
        description="Choose who can read a committee’s members-only papers. Taking an account off the list stops it reading them straight away."
      />
      <Text>
        <Anchor component={Link} to={committeesManifest.dashboardPath}>
          Edit the committees
        </Anchor>
      </Text>
      {committees.state === 'loading' && <Text role="status">Loading the committees…</Text>}
      {committees.state === 'error' && (
        <Alert color="red" title="The committees could not be loaded">
          {committees.message}
        </Alert>
      )}
      <NativeSelect
        label="Committee"
        value={chosen}
        onChange={(event) => setParams(event.currentTarget.value ? { committee: event.currentTarget.value } : {})}
        data={[
          { value: '', label: 'Choose a committee' },
          ...items.map((item) => ({ value: item.id, label: item.title })),
        ]}
        style={{ maxWidth: '28rem' }}
      />
      {committee && <CommitteeReaders key={committee.id} committeeId={committee.id} title={committee.title} />}
    </Stack>
  );
}

function CommitteeReaders({ committeeId, title }: { committeeId: string; title: string }) {
  const { online } = useSnapshot(connectivityStore);
  const readers = useLive<ReadersSnapshot>(
    (onValue, onError) => readersData().then((data) => data.watchReaders(committeeId, onValue, onError)),
    [committeeId],
  );
  const accounts = useAccounts(null, ACCOUNTS_READ);
  const [picked, setPicked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const known = useMemo(() => (accounts.state === 'ready' ? accounts.value.accounts : []), [accounts]);
  const memberUids = useMemo(() => (readers.state === 'ready' ? readers.value.memberUids : []), [readers]);
  const rows = useMemo(() => readerRows(memberUids, known), [memberUids, known]);
  const choices = useMemo(() => addableAccounts(memberUids, known), [memberUids, known]);

  function change(uid: string, name: string, kind: 'add' | 'remove'): void {
    setProblem(null);
    void readersData()
      .then((data) => data.changeReader(committeeId, uid, kind))
      .then(({ sent }) => {
        setAnnouncement(
          kind === 'add' ? `${name} is on the list of who reads the papers.` : `${name} is off the list.`,
        );
        sent.catch((error: unknown) => {
          console.warn('A change to who reads the papers was refused.', error);
          setProblem(
            `${kind === 'add' ? 'Adding' : 'Removing'} ${name} was not saved: the server refused it. Please check you are still an admin and try again.`,
          );
        });
      })
      .catch(() => setProblem('The change could not be made on this device. Please reload the page and try again.'));
  }

  function add(): void {
    const refused = addProblem(memberUids, picked);
    if (refused || !picked) {
      setProblem(refused);
      return;
    }
    const name = choices.find((choice) => choice.uid === picked)?.name ?? 'The account';
    setPicked(null);
    change(picked, name, 'add');
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Who reads the papers of the ${title}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {readers.state === 'loading' && <Text role="status">Loading the list…</Text>}
        {readers.state === 'error' && (
          <Alert color="red" title="The list could not be loaded">
            Please check your connection and that you are signed in as an admin, then reload the page.
          </Alert>
        )}
        {accounts.state === 'error' && (
          <Alert color="yellow" title="The site’s accounts could not be loaded">
            The list shows accounts without their names, and no account can be added until they load.
          </Alert>
        )}
        {readers.state === 'ready' && (
          <>
            <Text role="status" size="sm" data-testid="readers-status">
              {readersStatus(readers.value, online)}
            </Text>
            {rows.length === 0 ? (
              <Text>No accounts read this committee’s papers yet (editors and admins always can).</Text>
            ) : (
              <BareList gap="xs" aria-label="Accounts that read the papers">
                {rows.map((row) => (
                  <Group component="li" key={row.uid} justify="space-between" wrap="nowrap" gap="sm">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600}>{row.name}</Text>
                      {row.email && row.email !== row.name && (
                        <Text size="sm" c="dimmed">
                          {row.email}
                        </Text>
                      )}
                    </Stack>
                    <Button
                      variant="default"
                      size="sm"
                      aria-label={`Remove ${row.name}`}
                      onClick={() => change(row.uid, row.name, 'remove')}
                    >
                      Remove
                    </Button>
                  </Group>
                ))}
              </BareList>
            )}
            <Group align="flex-end" gap="sm">
              <Select
                label="Add an account"
                placeholder={accounts.state === 'loading' ? 'Loading the accounts…' : 'Search by name or email'}
                searchable
                clearable
                nothingFoundMessage="No account matches"
                data={choices.map((choice) => ({
                  value: choice.uid,
                  label: choice.email && choice.email !== choice.name ? `${choice.name}, ${choice.email}` : choice.name,
                }))}
                value={picked}
                onChange={setPicked}
                disabled={accounts.state !== 'ready'}
                style={{ flex: 1, maxWidth: '28rem' }}
              />
              <Button size="sm" onClick={add} disabled={accounts.state !== 'ready'}>
                Add
              </Button>
            </Group>
          </>
        )}
        {problem && (
          <Alert color="red" role="alert" title="Not saved">
            {problem}
          </Alert>
        )}
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Stack>
    </Paper>
  );
}
