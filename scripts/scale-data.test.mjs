import { describe, expect, it } from 'vitest';
import { buildSeedData, COLLECTIONS } from './seed-data.mjs';
import { buildScaleData, ORDERS_PER_FACTOR } from './scale-data.mjs';
import { createRandom } from './scale-random.mjs';
import { commitBodies } from './seed.mjs';
import { collectionRegistry } from '@/app/collection-registry';
import { orderSchema } from '@/features/market/order-schema';

const NOW = new Date('2026-11-21T10:00:00Z');
const FACTOR = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const seedData = buildSeedData(NOW);
const data = buildScaleData(NOW, FACTOR);
const seedIds = (collection) => new Set((seedData.collections[collection] ?? []).map(({ id }) => id));
const generated = (collection) => data.collections[collection].filter(({ id }) => !seedIds(collection).has(id));
const problemsOf = (schema, documents) =>
  documents.flatMap(({ id, data: fields }) => {
    const result = schema.safeParse(fields);
    return result.success ? [] : result.error.issues.map((issue) => `${id} ${issue.path.join('.')}: ${issue.message}`);
  });

describe('the seed at a factor', () => {
  it('keeps the seed and has factor times its count of every content type, and 100 orders per factor', () => {
    for (const collection of COLLECTIONS) {
      const seeded = seedData.collections[collection];
      expect(data.collections[collection].slice(0, seeded.length)).toEqual(seeded);
    }
    expect(data.collections.events).toHaveLength(33 * FACTOR);
    expect(data.collections.clubs).toHaveLength(12 * FACTOR);
    expect(data.collections.products).toHaveLength(17 * FACTOR);
    expect(data.collections.committeeMembers).toHaveLength(data.collections.committees.length);
    expect(data.collections.pages).toEqual(seedData.collections.pages);
    expect(data.collections.orders).toHaveLength(ORDERS_PER_FACTOR * FACTOR);
    expect(buildScaleData(NOW, 1).collections.events).toEqual(seedData.collections.events);
  });

  it('is the same data for the same time and factor', () => {
    expect(JSON.stringify(buildScaleData(NOW, FACTOR))).toBe(JSON.stringify(data));
    const random = createRandom(1);
    expect([random(), random()]).not.toEqual([random(), random()]);
  });

  it.each(collectionRegistry.map((manifest) => [manifest.path, manifest]))(
    '%s: every document passes its type’s schema and seed checks',
    async (path, manifest) => {
      const model = await manifest.load.model();
      const documents = data.collections[path];
      expect([...problemsOf(model.schema, documents), ...(model.seedCheck?.(documents) ?? [])]).toEqual([]);
    },
  );

  it('orders pass the order schema, at their shop’s prices, and most are in the past', () => {
    const { orders, products } = data.collections;
    expect(problemsOf(orderSchema, orders)).toEqual([]);
    const productById = new Map(products.map((product) => [product.id, product.data]));
    for (const { id, data: order } of orders) {
      expect(order.reference).toBe(id.slice(0, 6).toUpperCase());
      let total = 0;
      for (const line of order.items) {
        const product = productById.get(line.productId);
        expect(product?.shopId).toBe(order.shopId);
        expect(product?.status).toBe('published');
        const price = product.variants.length ? product.variants[line.variantIndex].pricePence : product.pricePence;
        expect(line.pricePence).toBe(price);
        total += line.pricePence * line.quantity;
      }
      expect(order.totals.totalPence).toBe(total);
    }
    expect(new Set(orders.map(({ id }) => id)).size).toBe(orders.length);
    expect(orders.filter(({ data: order }) => order.status === 'collected').length).toBeGreaterThan(orders.length / 2);
  });

  it('ids and slugs are new, unique, and some ids sort before every seed id', () => {
    for (const collection of [...COLLECTIONS, 'orders']) {
      const ids = data.collections[collection].map(({ id }) => id);
      expect(new Set(ids).size, collection).toBe(ids.length);
      const slugs = data.collections[collection].map(({ data: fields }) => fields.slug).filter(Boolean);
      expect(new Set(slugs).size, collection).toBe(slugs.length);
    }
    for (const collection of ['events', 'clubs', 'businesses', 'products']) {
      const firstSeedId = [...seedIds(collection)].sort()[0];
      const before = generated(collection).filter(({ id }) => id < firstSeedId);
      expect(before.length, collection).toBeGreaterThanOrEqual(generated(collection).length / 2 - 1);
    }
  });

  it('events reach ten years back, a tenth are upcoming, and past weekly series ended', () => {
    const events = generated('events');
    const starts = events.map(({ data: event }) => event.startsAt.getTime());
    expect(Math.min(...starts)).toBeLessThan(NOW.getTime() - 9.5 * 365 * DAY_MS);
    const upcoming = events.filter(({ data: event }) => event.startsAt > NOW);
    expect(upcoming.length).toBe(Math.ceil(events.length / 10));
    const ended = events.filter(({ data: event }) => event.recurrence?.rrule.includes('COUNT='));
    expect(ended.length).toBeGreaterThan(0);
    for (const { data: event } of ended) expect(event.startsAt.getTime()).toBeLessThan(NOW.getTime() - 60 * DAY_MS);
  });

  it('writes its orders after the seed’s collections; the plain seed writes nothing else', () => {
    const names = (bodies) =>
      new Set(
        bodies.flatMap(({ writes }) => writes.map(({ update }) => update.name.split('/documents/')[1].split('/')[0])),
      );
    expect(names(commitBodies(buildScaleData(NOW, 1)))).toContain('orders');
    expect([...names(commitBodies(seedData))].filter((name) => !COLLECTIONS.includes(name))).toEqual(['slugs']);
  });
});
