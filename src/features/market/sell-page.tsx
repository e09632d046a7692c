import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { hasRole, sessionStore } from '@/stores/session-store';
import {
  checkSellerForm,
  newRequestFields,
  parseSellerRequest,
  requestStatusText,
  type SellerRequest,
  type SellerRequestFields,
  type SellerRequestForm,
  type SellerFormErrors,
} from '@/domains/seller-requests/seller-request-model';
import { connectivityStore } from '@/stores/connectivity-store';
import { LoadingIndicator } from '@/components/loading-indicator';

type Own =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; request?: SellerRequest; pending: boolean };

/** The signed-in person's own request, live; `pending` while the server does not have it yet. */
function useOwnRequest(uid: string | null): Own {
  const [own, setOwn] = useState<Own>({ kind: 'loading' });
  useEffect(() => {
    if (!uid) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    void import('@/domains/seller-requests/seller-requests-data')
      .then((data) =>
        data.watchOwnRequest(
          uid,
          (stored) =>
            setOwn({
              kind: 'ready',
              request: stored ? parseSellerRequest(stored.data) : undefined,
              pending: stored?.pending ?? false,
            }),
          (error) => setOwn({ kind: 'error', message: error.message }),
        ),
      )
      .then((unsubscribe) => {
        if (stopped) unsubscribe();
        else stop = unsubscribe;
      })
      .catch((error: unknown) => setOwn({ kind: 'error', message: String(error) }));
    return () => {
      stopped = true;
      stop?.();
    };
  }, [uid]);
  return own;
}

/**
 * What this page did with the form: nothing yet, handed to the device's queue (`sending`, until the server
 * has it) or refused. Kept by the page, not the form, so the person's answers survive whatever the live
 * read shows meanwhile.
 */
type Sending = 'editing' | 'saving' | 'sending' | 'failed';

/** The request form's boxes, in order: each is a plain text box bound to its field of the form. */
const REQUEST_FIELDS: readonly {
  key: keyof SellerRequestForm;
  label: string;
  type?: 'email' | 'tel';
  required?: boolean;
  description?: string;
}[] = [
  { key: 'name', label: 'Your name', required: true },
  { key: 'email', label: 'Email', type: 'email', required: true },
  { key: 'shopName', label: 'Shop or stall name', required: true },
  {
    key: 'whatTheySell',
    label: 'What you would sell',
    description: 'In a line, for example “Honey and beeswax candles from my garden hives”.',
    required: true,
  },
  { key: 'phone', label: 'Phone (optional)', type: 'tel' },
];

function RequestForm({
  form,
  onChange,
  sending,
  onSubmit,
}: {
  form: SellerRequestForm;
  onChange: (update: (form: SellerRequestForm) => SellerRequestForm) => void;
  sending: Sending;
  onSubmit: (fields: SellerRequestFields) => void;
}) {
  const [errors, setErrors] = useState<SellerFormErrors>({});
  // Read the value now: the updater runs later, when the event's target is gone.
  const set = (key: keyof SellerRequestForm) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    onChange((current) => ({ ...current, [key]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkSellerForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSubmit(checked.fields);
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        {REQUEST_FIELDS.map(({ key, ...field }) => (
          <TextInput key={key} {...field} value={form[key]} onChange={set(key)} error={errors[key]} />
        ))}
        {sending === 'failed' && (
          <Alert color="red" title="Your request was not sent">
            Please check your details and try again. If it keeps happening, please contact us.
          </Alert>
        )}
        <Button type="submit" loading={sending === 'saving'} style={{ alignSelf: 'flex-start' }}>
          Ask to sell
        </Button>
      </Stack>
    </Paper>
  );
}

/** A request this device has and the server does not yet: never "we have your request" before it does. */
function RequestOnItsWay({ shopName, online }: { shopName: string; online: boolean }) {
  return (
    <Alert color="yellow" title={`Your request for ${shopName}`}>
      {online
        ? 'Sending your request…'
        : 'Saved on this device. You are offline: your request will be sent as soon as you are back online.'}
    </Alert>
  );
}

/** /market/sell: a member asks to sell at the market; the request's status once asked. */
export default function SellPage() {
  const meta = useRouteMeta();
  const session = useSnapshot(sessionStore);
  const { online } = useSnapshot(connectivityStore);
  const signedIn = session.status === 'signed-in';
  const uid = signedIn ? session.uid : null;
  const own = useOwnRequest(uid);
  const [form, setForm] = useState<SellerRequestForm | null>(null);
  const [sending, setSending] = useState<Sending>('editing');

  async function send(fields: SellerRequestFields): Promise<void> {
    if (!uid) return;
    setSending('saving');
    try {
      const { sendRequest } = await import('@/domains/seller-requests/seller-requests-data');
      const { sent } = await sendRequest(uid, newRequestFields(uid, fields));
      // The device has it (offline, Firestore sends it when the connection returns).
      setSending('sending');
      sent.catch(() => setSending('failed'));
    } catch {
      setSending('failed');
    }
  }

  let content;
  if (session.status === 'unknown') {
    content = <LoadingIndicator label="Checking whether you are signed in" />;
  } else if (!signedIn || !session.uid) {
    content = (
      <Paper withBorder p="md">
        <Stack>
          <Text>Sign in to ask to sell at the market.</Text>
          <Anchor component={Link} to={`/sign-in?next=${encodeURIComponent('/market/sell')}`}>
            Sign in to ask to sell at the market
          </Anchor>
        </Stack>
      </Paper>
    );
  } else if (session.rolesKnown && !hasRole(session.roles, 'member', true)) {
    content = (
      <Alert color="blue" title="You need member access">
        Only members can ask to sell at the market. An admin adds members: please get in touch with us.
      </Alert>
    );
  } else if (own.kind === 'loading') {
    content = <LoadingIndicator label="Loading your request" />;
  } else if (own.kind === 'error') {
    content = (
      <Alert color="red" title="Your request could not be loaded">
        Please try again in a moment.
      </Alert>
    );
  } else if (own.request && !own.pending) {
    content = (
      <Alert
        color={own.request.status === 'declined' ? 'gray' : 'green'}
        title={`Your request for ${own.request.shopName}`}
      >
        <Stack gap="xs">
          <Text>{requestStatusText(own.request)}</Text>
          {own.request.status === 'approved' && (
            <Anchor component={Link} to="/dashboard/shops">
              Go to your shop
            </Anchor>
          )}
        </Stack>
      </Alert>
    );
  } else if (own.request || (sending === 'sending' && form)) {
    // Also when a read of the request without it arrives while it is on its way: what was sent is not lost.
    content = <RequestOnItsWay shopName={own.request?.shopName ?? form?.shopName ?? ''} online={online} />;
  } else {
    const answers = form ?? {
      name: session.displayName ?? '',
      email: session.email ?? '',
      shopName: '',
      whatTheySell: '',
      phone: '',
    };
    content = (
      <RequestForm
        form={answers}
        onChange={(update) => setForm((current) => update(current ?? answers))}
        sending={sending}
        onSubmit={(fields) => void send(fields)}
      />
    );
  }

  return (
    <Stack>
      <PageHeader title={meta?.title ?? 'Sell at the market'} description={meta?.description} />
      {content}
    </Stack>
  );
}
