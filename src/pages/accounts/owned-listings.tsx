import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, List, NativeSelect, Stack, Text } from '@mantine/core';
import type { Account, Listing } from '@/domains/accounts/accounts-data';
import { accountName, LISTING_KIND_LABELS, type Live } from '@/domains/accounts/use-accounts';

const listingKey = (listing: Listing) => `${listing.kind}/${listing.id}`;

/** What a change of owner does, said before it is made. */
function handOnText(listing: Listing, name: string, giving: boolean): string {
  const products = listing.kind === 'shops' ? ' and its products' : '';
  return giving
    ? `${name} will manage ${listing.title}${products}${listing.ownerUid ? ', instead of its owner now' : ''}.`
    : `${name} will no longer manage ${listing.title}${products}. It will have no owner until an admin chooses one.`;
}

/**
 * The businesses and shops an account owns, with Remove, and a searchable list to give them another. Each
 * change is confirmed, then written at once (a shop's products follow it).
 */
export function OwnedListings({
  account,
  listings,
  online,
}: {
  account: Account;
  listings: Live<Listing[]>;
  online: boolean;
}) {
  const [pending, setPending] = useState<{ listing: Listing; giving: boolean } | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const name = accountName(account);

  if (listings.state === 'loading') return <Text size="sm">Loading the businesses and shops…</Text>;
  if (listings.state === 'error')
    return (
      <Alert color="red" title="The businesses and shops could not be loaded">
        Please try again in a moment.
      </Alert>
    );
  const all = listings.value;
  const owned = all.filter((listing) => listing.ownerUid === account.uid);
  const others = all
    .filter((listing) => listing.ownerUid !== account.uid)
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setMessage(null);
    try {
      const { handListingOn } = await import('@/domains/accounts/accounts-data');
      await handListingOn(pending.listing.kind, pending.listing.id, pending.giving ? account.uid : null);
      setMessage({
        ok: true,
        text: handOnText(pending.listing, name, pending.giving)
          .replace(' will ', ' now ')
          .replace('will no longer', 'no longer'),
      });
      setPicked(null);
    } catch {
      setMessage({ ok: false, text: 'The owner could not be changed. Please check your connection and try again.' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return (
    <Stack gap="sm">
      {owned.length === 0 ? (
        <Text size="sm">{name} does not manage any business or shop.</Text>
      ) : (
        <List spacing="xs">
          {owned.map((listing) => (
            <List.Item key={listingKey(listing)}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={`/dashboard/${listing.kind}/${listing.id}`}>
                  {listing.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  ({LISTING_KIND_LABELS[listing.kind]})
                </Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={!online || busy}
                  onClick={() => setPending({ listing, giving: false })}
                  aria-label={`Remove ${name} as owner of ${listing.title}`}
                >
                  Remove
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label="Give them a business or shop"
          data={[
            { value: '', label: 'Choose a business or shop' },
            ...(['businesses', 'shops'] as const).map((kind) => ({
              group: kind === 'businesses' ? 'Businesses' : 'Shops',
              items: others
                .filter((listing) => listing.kind === kind)
                .map((listing) => ({
                  value: listingKey(listing),
                  label: `${listing.title}${listing.ownerUid ? ' (has an owner)' : ''}`,
                })),
            })),
          ]}
          value={picked ?? ''}
          onChange={(event) => setPicked(event.currentTarget.value || null)}
          disabled={!online}
          style={{ flex: '1 1 18rem' }}
        />
        <Button
          variant="default"
          disabled={!online || !picked || busy}
          onClick={() => {
            const listing = others.find((other) => listingKey(other) === picked);
            if (listing) setPending({ listing, giving: true });
          }}
        >
          Make them the owner
        </Button>
      </Group>
      {pending && (
        <Alert color="blue" title="Change the owner?" role="group">
          <Stack gap="xs">
            <Text size="sm">{handOnText(pending.listing, name, pending.giving)}</Text>
            <Group>
              <Button loading={busy} onClick={() => void confirm()}>
                Yes, change the owner
              </Button>
              <Button variant="default" disabled={busy} onClick={() => setPending(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
