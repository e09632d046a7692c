import { describe, expect, it } from 'vitest';
import { inTrailOrder, moveStop, neighbours, renumbering } from './trail-order';

const stop = (id: string, order: number) => ({ id, order, title: id.toUpperCase() });
const trail = [stop('c', 3), stop('a', 1), stop('b', 2), stop('d', 4)];

describe('trail order', () => {
  it('sorts stops by number, then title', () => {
    expect(inTrailOrder(trail).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(inTrailOrder([stop('y', 2), stop('x', 2)]).map((s) => s.id)).toEqual(['x', 'y']);
  });

  it('moves a stop and renumbers only the stops that shift', () => {
    const ordered = inTrailOrder(trail);
    const moved = moveStop(ordered, 3, 1);
    expect(moved.map((s) => s.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(renumbering(moved)).toEqual([
      { id: 'd', order: 2 },
      { id: 'b', order: 3 },
      { id: 'c', order: 4 },
    ]);
    // Moving down by one swaps two numbers.
    expect(renumbering(moveStop(ordered, 0, 1))).toEqual([
      { id: 'b', order: 1 },
      { id: 'a', order: 2 },
    ]);
  });

  it('writes only the stops a move shifts, leaving gaps elsewhere alone', () => {
    const withNew = [stop('a', 1), stop('b', 2), stop('c', 3), stop('new', 999)];
    expect(renumbering(moveStop(withNew, 2, 1), [2, 1])).toEqual([
      { id: 'c', order: 2 },
      { id: 'b', order: 3 },
    ]);
  });

  it('ignores moves off either end and closes gaps in the numbering', () => {
    const ordered = inTrailOrder(trail);
    expect(moveStop(ordered, 0, -1)).toEqual(ordered);
    expect(moveStop(ordered, 3, 4)).toEqual(ordered);
    expect(renumbering([stop('a', 1), stop('b', 5), stop('c', 9)])).toEqual([
      { id: 'b', order: 2 },
      { id: 'c', order: 3 },
    ]);
  });

  it('finds the stops before and after one', () => {
    expect(neighbours(trail, 'a')).toEqual({ previous: undefined, next: stop('b', 2) });
    expect(neighbours(trail, 'c')).toEqual({ previous: stop('b', 2), next: stop('d', 4) });
    expect(neighbours(trail, 'z')).toEqual({ previous: undefined, next: undefined });
  });
});
