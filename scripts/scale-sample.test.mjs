import { describe, expect, it } from 'vitest';
import { buildSeedData } from './seed-data.mjs';
import { buildScaleSample, SAMPLE_SIZES } from './scale-sample.mjs';
import { collectionRegistry } from '@/app/collection-registry';
import { orderSchema } from '@/features/market/order-schema';

const NOW = new Date('2026-11-21T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const seedData = buildSeedData(NOW);
const seedIds = (collection) => new Set((seedData.collections[collection] ?? []).map(({ id }) => id));
const problemsOf = (schema, documents) =>
  documents.flatMap(({ id, data: fields }) => {
    const result = schema.safeParse(fields);
    return result.success ? [] : result.error.issues.map((issue) => `${id} ${issue.path.join('.')}: ${issue.message}`);
  });

describe('the end-to-end sample', () => {
  const sample = buildScaleSample(NOW);
  const { events, clubs, orders } = sample.collections;

  it('has its sizes, every id before the seed’s, and titles after the seed’s', () => {
    expect(events).toHaveLength(SAMPLE_SIZES.pastEvents);
    expect(clubs).toHaveLength(SAMPLE_SIZES.clubs);
    expect(orders).toHaveLength(SAMPLE_SIZES.olderOrders + 1);
    for (const [collection, documents] of [
      ['events', events],
      ['clubs', clubs],
    ]) {
      const firstSeedId = [...seedIds(collection)].sort()[0];
      const lastSeedTitle = seedData.collections[collection]
        .map(({ data: item }) => item.title.toLowerCase())
        .sort()
        .at(-1);
      for (const { id, data: item } of documents) {
        expect(id < firstSeedId).toBe(true);
        expect(item.title.toLowerCase() > lastSeedTitle).toBe(collection === 'clubs');
        expect(seedIds(collection).has(id)).toBe(false);
      }
    }
  });

  it('its events ended over a year ago, and are valid events; its clubs valid clubs', async () => {
    for (const { data: event } of events) expect(event.startsAt.getTime()).toBeLessThan(NOW.getTime() - 400 * DAY_MS);
    for (const [path, documents] of [
      ['events', events],
      ['clubs', clubs],
    ]) {
      const model = await collectionRegistry.find((manifest) => manifest.path === path).load.model();
      expect(problemsOf(model.schema, documents)).toEqual([]);
    }
  });

  it('its newest order is newer than every other, at the demo member’s shop', () => {
    expect(problemsOf(orderSchema, orders)).toEqual([]);
    const newest = sample.newestOrder.data.createdAt.getTime();
    for (const order of orders)
      if (order !== sample.newestOrder) expect(order.data.createdAt.getTime()).toBeLessThan(newest);
    expect(new Set(orders.map(({ data: order }) => order.shopId))).toEqual(new Set(['castle-street-bakery-pantry']));
  });
});
