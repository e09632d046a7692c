import { useState } from 'react';
import { Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatPence } from '@/lib/money';
import { ADD_PROBLEM_TEXT, lineKey, maxQuantity, type AddProblem, type BasketLineInput } from './basket';
import { stockText } from './stock-text';
import { addLineToBasket, useBasket } from './basket-store';

export interface AddToBasketProduct {
  id: string;
  slug: string;
  title: string;
  shopId: string;
  pricePence: number;
  /** null: made to order, not counted. */
  stock: number | null;
  variants: readonly { name: string; pricePence: number; stock: number | null }[];
}

/** The line a choice makes: the variant's own price and stock when the product has variants. */
export function lineInputOf(product: AddToBasketProduct, variant: string): BasketLineInput {
  const index = product.variants.findIndex((item) => item.name === variant);
  const chosen = product.variants[index];
  return {
    shopId: product.shopId,
    productId: product.id,
    productSlug: product.slug,
    name: product.title,
    variant: chosen ? chosen.name : '',
    unitPence: chosen ? chosen.pricePence : product.pricePence,
    variantIndex: chosen ? index : 0,
    stockAsLastSeen: chosen ? chosen.stock : product.stock,
  };
}

/** The first variant with stock left, else the first; '' when there are none. */
function firstChoice(product: AddToBasketProduct): string {
  const inStock = product.variants.find((variant) => variant.stock === null || variant.stock > 0);
  return (inStock ?? product.variants[0])?.name ?? '';
}

/**
 * "Add to basket" for a product page: the variant (when it has some), how many, and the button. Stock
 * is as the page last read it; the basket never holds more than that. Works with no signal: the basket
 * is on the device.
 */
export function AddToBasket({ product }: { product: AddToBasketProduct }) {
  const { lines } = useBasket();
  const [variant, setVariant] = useState(() => firstChoice(product));
  const [quantity, setQuantity] = useState<number>(1);
  const [outcome, setOutcome] = useState<{ added: number; problem: AddProblem | null } | null>(null);
  const input = lineInputOf(product, variant);
  const inBasket = lines.find((line) => lineKey(line) === lineKey(input))?.quantity ?? 0;
  const most = maxQuantity(input);
  const left = Math.max(0, most - inBasket);
  const soldOut = most < 1;
  const stock = stockText(input.stockAsLastSeen);

  const add = async (): Promise<void> => {
    setOutcome(await addLineToBasket(input, Math.min(quantity, Math.max(1, left))));
    setQuantity(1);
  };

  return (
    <Stack gap="sm" component="section" aria-label="Add to basket">
      {product.variants.length > 0 && (
        <NativeSelect
          label="Choose"
          value={variant}
          onChange={(event) => {
            setVariant(event.currentTarget.value);
            setOutcome(null);
          }}
          data={product.variants.map((item) => ({
            value: item.name,
            label: `${item.name}, ${formatPence(item.pricePence)}${item.stock !== null && item.stock <= 0 ? ' (sold out)' : ''}`,
          }))}
        />
      )}
      <Group gap="sm" align="baseline">
        <Text fw={700} size="xl">
          {formatPence(input.unitPence)}
        </Text>
        {stock && <Text fw={700}>{stock}</Text>}
      </Group>
      <Group align="flex-end" gap="sm">
        {/* A plain list of whole numbers, bounded by the stock left (no typing of 0, −1 or 1.5). */}
        <NativeSelect
          label="Quantity"
          w={110}
          disabled={soldOut || left < 1}
          value={String(Math.min(quantity, Math.max(1, left)))}
          onChange={(event) => setQuantity(Number(event.currentTarget.value))}
          data={Array.from({ length: Math.max(1, left) }, (_, index) => String(index + 1))}
        />
        <Button
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          disabled={soldOut || left < 1}
          onClick={() => void add()}
        >
          {soldOut ? 'Sold out' : 'Add to basket'}
        </Button>
      </Group>
      <div role="status">
        {outcome && outcome.added > 0 && (
          <Text size="sm">
            Added {outcome.added} to your basket.{' '}
            <Anchor component={Link} to="/basket">
              View your basket
            </Anchor>
          </Text>
        )}
        {outcome?.problem && <Text size="sm">{ADD_PROBLEM_TEXT[outcome.problem]}</Text>}
        {!outcome && inBasket > 0 && (
          <Text size="sm" c="dimmed">
            {inBasket} in your basket.{' '}
            <Anchor component={Link} to="/basket">
              View your basket
            </Anchor>
          </Text>
        )}
      </div>
    </Stack>
  );
}
