import { between, DAY_MS, pick, YEAR_DAYS } from './scale-random.mjs';

const FIRST_NAMES = ['Ada', 'Ben', 'Cara', 'Dev', 'Ellie', 'Farid', 'Grace', 'Huw', 'Isla', 'Jon', 'Kiran', 'Lena'];
const LAST_NAMES = ['Ashton', 'Bevan', 'Clarke', 'Dyer', 'Evans', 'Fry', 'Gough', 'Hale', 'Iles', 'Jones', 'Kemp'];
const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const orderId = (random, sortsFirst) => {
  const letters = Array.from({ length: 20 }, () => pick(random, ID_LETTERS)).join('');
  return sortsFirst ? `0${letters.slice(1)}` : letters;
};

/**
 * One order in the contract's shape (src/features/market/order-schema.ts) for `shop`, its lines from the
 * shop's `products` at their prices now, placed at `createdAt` and moved along to `status`.
 */
export function makeOrder({ id, shop, products, createdAt, status, customer, random }) {
  const lineCount = Math.min(products.length, between(random, 1, 3));
  const chosen = [...products].sort(() => random() - 0.5).slice(0, lineCount);
  const items = chosen.map(({ id: productId, data: product }) => {
    const variantIndex = product.variants.length ? between(random, 0, product.variants.length - 1) : 0;
    const option = product.variants.length ? product.variants[variantIndex] : null;
    return {
      productId,
      name: product.title,
      variant: option ? option.name : '',
      quantity: between(random, 1, 3),
      pricePence: option ? option.pricePence : product.pricePence,
      variantIndex,
    };
  });
  const total = items.reduce((sum, line) => sum + line.quantity * line.pricePence, 0);
  const steps = ['requested', 'confirmed', 'ready', 'collected'];
  const statusTimes = {};
  const reached = status === 'cancelled' ? ['requested', 'cancelled'] : steps.slice(0, steps.indexOf(status) + 1);
  reached.forEach((step, index) => (statusTimes[step] = new Date(createdAt.getTime() + index * 6 * 60 * 60 * 1000)));
  const collection = shop.data.collectionOptions[0] ?? { id: '', label: '' };
  return {
    id,
    data: {
      shopId: shop.id,
      reference: id.slice(0, 6).toUpperCase(),
      items,
      totals: { itemsPence: total, totalPence: total, currency: 'GBP' },
      customer: { ...customer, phone: null },
      collectionOptionId: collection.id,
      collectionLabel: collection.label,
      note: '',
      consent: true,
      status,
      statusTimes,
      cancelReason: status === 'cancelled' ? 'The customer could not come that week' : null,
      ...(status === 'requested' || status === 'cancelled' ? {} : { stockTaken: true }),
      createdAt,
      updatedAt: statusTimes[reached.at(-1)],
      updatedBy: status === 'requested' ? customer.uid : (shop.data.ownerUid ?? 'demo-admin'),
    },
  };
}

function customerOf(index) {
  const first = FIRST_NAMES[index % FIRST_NAMES.length];
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length];
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${index}@mail.example`.toLowerCase(),
    uid: `scale-customer-${index}`,
  };
}

/**
 * `count` orders over the past three years, evenly, at the published shops with published products (half
 * at the seed's shops): most collected, one in twenty cancelled, the last fortnight's still open.
 */
export function generateOrders(count, shops, products, { now, random }) {
  const open = shops.filter((shop) => shop.data.status === 'published');
  const stock = new Map(open.map((shop) => [shop.id, []]));
  for (const product of products) {
    if (product.data.status === 'published' && product.data.publishAt === null)
      stock.get(product.data.shopId)?.push(product);
  }
  const seedShops = open.filter((shop) => !shop.generated && stock.get(shop.id).length > 0);
  const otherShops = open.filter((shop) => shop.generated && stock.get(shop.id).length > 0);
  const orders = [];
  const ids = new Set();
  for (let index = 0; index < count; index += 1) {
    const pool = otherShops.length > 0 && index % 2 === 1 ? otherShops : seedShops;
    const shop = pick(random, pool);
    const age = (1 - (index + 0.5) / count) * 3 * YEAR_DAYS;
    const createdAt = new Date(now.getTime() - (age + 0.1) * DAY_MS);
    const fresh = age < 14;
    const status = fresh
      ? pick(random, ['requested', 'confirmed', 'ready'])
      : index % 20 === 9
        ? 'cancelled'
        : 'collected';
    let id = orderId(random, index % 2 === 0);
    while (ids.has(id)) id = orderId(random, index % 2 === 0);
    ids.add(id);
    const order = makeOrder({
      id,
      shop,
      products: stock.get(shop.id),
      createdAt,
      status,
      customer: customerOf(index),
      random,
    });
    orders.push(order);
  }
  return orders;
}
