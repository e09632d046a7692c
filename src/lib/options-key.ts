/**
 * A hook's options as a string, for effect dependencies, and back again. Plain JSON would turn a date
 * into a string, and a query asking `occursUntil >= "2026-11-27T…"` finds nothing stored as a time:
 * dates travel as `{ "$date": milliseconds }` instead.
 */
export function optionsKey(options: unknown): string {
  return JSON.stringify(options, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.getTime() } : value;
  });
}

export function fromOptionsKey<Options>(key: string): Options {
  return JSON.parse(key, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value);
      const [first] = entries;
      if (entries.length === 1 && first?.[0] === '$date' && typeof first[1] === 'number') return new Date(first[1]);
    }
    return value;
  }) as Options;
}
