export const DAY_MS = 24 * 60 * 60 * 1000;
export const YEAR_DAYS = 365.25;

/** A seeded pseudo-random generator (mulberry32): numbers in [0, 1), the same sequence for the same seed. */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = (random, list) => list[Math.floor(random() * list.length)];
export const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));
