/**
 * The trail's order: stops sorted by their number, moving one, and the numbers that change. No React,
 * no Firebase: the list page, the stop page and the editor's ordering all use it.
 */

export interface Ordered {
  id: string;
  order: number;
  title: string;
}

/** Stops in walking order (by number, then title, so two stops sharing a number stay put). */
export function inTrailOrder<Stop extends Ordered>(stops: readonly Stop[]): Stop[] {
  return [...stops].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, 'en-GB'));
}

/** The list with the stop at `from` moved to `to` (indexes in the list), the rest keeping their order. */
export function moveStop<Stop>(stops: readonly Stop[], from: number, to: number): Stop[] {
  if (from < 0 || from >= stops.length || to < 0 || to >= stops.length || from === to) return [...stops];
  const next = [...stops];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as Stop);
  return next;
}

/**
 * The new numbers (1, 2, 3…) of the stops whose number changes when the list is in this order; with
 * `within` (the indexes a move spans), only those stops: a move writes no stop it did not shift.
 */
export function renumbering<Stop extends Ordered>(
  stops: readonly Stop[],
  within?: readonly [number, number],
): { id: string; order: number }[] {
  const [low, high] = within ? [Math.min(...within), Math.max(...within)] : [0, stops.length - 1];
  return stops.flatMap((stop, index) =>
    index < low || index > high || stop.order === index + 1 ? [] : [{ id: stop.id, order: index + 1 }],
  );
}

/** The stops before and after `id` on the walk. */
export function neighbours<Stop extends Ordered>(
  stops: readonly Stop[],
  id: string,
): { previous: Stop | undefined; next: Stop | undefined } {
  const ordered = inTrailOrder(stops);
  const index = ordered.findIndex((stop) => stop.id === id);
  if (index < 0) return { previous: undefined, next: undefined };
  return { previous: ordered[index - 1], next: ordered[index + 1] };
}
