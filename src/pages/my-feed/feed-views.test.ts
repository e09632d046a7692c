import { describe, expect, it } from 'vitest';
import { followName } from './feed-views';

const labels = new Map([['events', 'Events']]);

describe('what a follow is called', () => {
  it('an item this device has a copy of: its title', () => {
    const items = new Map([['clubs/thornbury-chess-club', { item: { title: 'Thornbury Chess Club' } }]]);
    const data = { items, followNames: { 'clubs/thornbury-chess-club': 'An older title' } } as never;
    expect(followName('ids:clubs/thornbury-chess-club', data, labels)).toBe('Thornbury Chess Club');
  });

  it('an item with no copy here (offline, its list never read): its title as last seen on this device', () => {
    const data = { items: new Map(), followNames: { 'clubs/thornbury-chess-club': 'Thornbury Chess Club' } };
    expect(followName('ids:clubs/thornbury-chess-club', data, labels)).toBe('Thornbury Chess Club');
  });

  it('an item never seen here: its address in words', () => {
    expect(followName('ids:clubs/thornbury-chess-club', { items: new Map(), followNames: {} }, labels)).toBe(
      'thornbury chess club',
    );
  });

  it('a topic and a whole type', () => {
    const data = { items: new Map(), followNames: {} };
    expect(followName('tags:running', data, labels)).toBe('running');
    expect(followName('collections:events', data, labels)).toBe('All events');
  });
});
