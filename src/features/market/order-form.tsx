import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { NameAndEmailInputs } from '@/components/name-and-email-inputs';
import { sessionStore, shownAccount } from '@/stores/session-store';
import type { BasketLine } from './basket';
import { removeOrderedLines } from './basket-store';
import { ForgetMeOnThisDevice } from './forget-me';
import { noteShopperActivity } from './forget-shopper';
import { orderOutbox, resumeOrderOutbox } from './order-outbox';
import { MAX_ORDER_LINES } from './order-schema';
import {
  buildOrderRequest,
  CONSENT_TEXT,
  EMPTY_ORDER_DRAFT,
  newOrderId,
  orderFormErrors,
  parseOrderDraft,
  paymentText,
  type OrderDraft,
} from './order-request';
import { readShopValue, SHOP_KEYS, updateShopValue } from './shop-device';
import type { ShopSummary } from './shop-summary';

/** Typing is kept on the device this long after the last key, in one write. */
const DRAFT_WRITE_MS = 300;

/** Keeps the form's details; a visitor's 30 days on this device start again (forget-shopper.ts). */
async function keepDraft(shopId: string, draft: OrderDraft): Promise<OrderDraft> {
  if (!shownAccount(sessionStore)) await noteShopperActivity();
  return updateShopValue(SHOP_KEYS.draft(shopId), parseOrderDraft, () => draft, undefined);
}

/**
 * One shop's order request: who orders, when and where they collect, a note and consent. What is typed
 * is kept on the device (so a reload or lost signal loses nothing). Sending keeps the request in the
 * device's outbox, takes its lines out of the basket and opens the order's page, which says whether it
 * has been sent.
 */
export function OrderForm({ shopId, shop, lines }: { shopId: string; shop: ShopSummary | null; lines: BasketLine[] }) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const options = shop?.collectionOptions ?? [];
  // Only a basket kept from before the limit holds more (the basket refuses the tenth item).
  const tooManyLines = lines.length > MAX_ORDER_LINES;
  const form = useForm<OrderDraft>({
    mode: 'controlled',
    initialValues: EMPTY_ORDER_DRAFT,
    validate: (values) => orderFormErrors(values, options),
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(() => void keepDraft(shopId, values), DRAFT_WRITE_MS);
    },
  });
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    void readShopValue(SHOP_KEYS.draft(shopId), parseOrderDraft).then((draft) => {
      if (draft) form.setValues(draft);
    });
    resumeOrderOutbox();
    return () => clearTimeout(draftTimer.current);
    // Restore once per shop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shopId]);

  const send = async (values: OrderDraft): Promise<void> => {
    if (!shop || tooManyLines) return;
    setSending(true);
    clearTimeout(draftTimer.current);
    const id = newOrderId();
    const request = buildOrderRequest(lines, values, shop.collectionOptions);
    await orderOutbox.add({
      id,
      shopId,
      shopName: shop.name,
      request,
      madeAt: new Date().toISOString(),
      state: 'waiting',
      // Before Firebase has checked the saved session (seconds after a page opens; longer offline), the
      // account last signed in here: a request made signed in must never go out as someone else's.
      accountUid: shownAccount(sessionStore)?.uid ?? null,
    });
    // The details stay for the next order; the note and the consent are for this one.
    await keepDraft(shopId, { ...values, note: '', consent: false });
    await removeOrderedLines(lines);
    void navigate(`/orders/${id}`);
  };

  const titleId = `order-form-${shopId}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        Order request to {shop?.name ?? 'this shop'}
      </Title>
      <Text size="sm" c="dimmed">
        What you type is kept on this phone until you send it. The seller confirms your order, then you collect and pay.
      </Text>
      <form onSubmit={(event) => form.onSubmit((values) => void send(values))(event)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NameAndEmailInputs name={form.getInputProps('name')} email={form.getInputProps('email')} />
          </SimpleGrid>
          <TextInput label="Phone (optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          {shop && options.length > 0 ? (
            <NativeSelect
              label="When and where to collect"
              required
              data={[
                { value: '', label: 'Choose a time and place' },
                ...options.map((option) => ({ value: option.id, label: option.label })),
              ]}
              {...form.getInputProps('collectionOptionId')}
            />
          ) : (
            shop && (
              <div>
                <Text fw={500} size="sm">
                  Collection
                </Text>
                <Text size="sm">{shop.collectionInfo || 'The seller will tell you when and where to collect.'}</Text>
              </div>
            )
          )}
          {shop?.location && (
            <Text size="sm">
              <Text span fw={500}>
                Where:{' '}
              </Text>
              {shop.location}
            </Text>
          )}
          <Textarea
            label="Note for the seller (optional)"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('note')}
          />
          {shop && (
            <Text size="sm">
              <Text span fw={500}>
                Payment:{' '}
              </Text>
              you pay when you collect. {shop.paymentOptions.length > 0 && `${paymentText(shop.paymentOptions)}.`}
            </Text>
          )}
          <Checkbox label={CONSENT_TEXT} {...form.getInputProps('consent', { type: 'checkbox' })} />
          {tooManyLines && (
            <Alert variant="light" color="orange" role="status" title="Too many different items for one order">
              An order can have up to {MAX_ORDER_LINES} different items. Please remove some, send this order, then add
              them again for another.
            </Alert>
          )}
          {!shop && (
            <Alert variant="light" role="status" title="Loading this shop’s collection details…">
              With no signal, this needs the shop’s page to have been opened once before.
            </Alert>
          )}
          <Group>
            {/* The shop's name can be long: the label wraps on a phone rather than being cut off. */}
            <Button
              type="submit"
              leftSection={<IconSend size={18} aria-hidden />}
              disabled={!shop || tooManyLines}
              loading={sending}
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            >
              Send order request to {shop?.name ?? 'this shop'}
            </Button>
          </Group>
        </Stack>
      </form>
      <ForgetMeOnThisDevice />
    </Stack>
  );
}
