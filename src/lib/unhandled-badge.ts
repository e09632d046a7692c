/** What the menu shows next to "Messages": nothing at none, "99+" past what is counted. */
export function unhandledBadge(count: number | null, countedUpTo: number): string | null {
  if (count === null || count === 0) return null;
  return count >= countedUpTo ? `${countedUpTo - 1}+` : String(count);
}
