import { editableValues, type EditorValues } from '../editor-save-state';

type Picture = { path: string; url: string; small?: { path: string; url: string } };

const isPicture = (value: unknown): value is Picture =>
  typeof value === 'object' && value !== null && typeof (value as Picture).path === 'string';

/** JSON with sorted keys: two values with the same content compare equal whatever their key order. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** `mine` with the address(es) `theirs` has for the same waiting picture (same path, url still empty here). */
function filled(mine: unknown, theirs: unknown): unknown {
  if (!isPicture(mine) || !isPicture(theirs) || mine.path !== theirs.path) return mine;
  const url = mine.url === '' ? theirs.url : mine.url;
  const small =
    mine.small && theirs.small && mine.small.path === theirs.small.path && mine.small.url === ''
      ? { ...mine.small, url: theirs.small.url }
      : mine.small;
  return { ...mine, url, ...(small ? { small } : {}) };
}

/**
 * The upload outbox saves a photo's download address(es) into its document when the file reaches
 * Storage: a new version, by the same person. For the editor that is not someone else's change. When
 * `current` differs from what the editor last `saved` only by such addresses, the editor may save on
 * top of it: `values` get the addresses (so the save never empties them) and the save is made to
 * `current`'s version. Otherwise `undefined`: a real change, shown as a conflict as before.
 */
export function rebaseOnUploadedUrls(
  values: EditorValues,
  saved: EditorValues,
  current: Record<string, unknown> & { version: number },
): { values: EditorValues; version: number } | undefined {
  const theirs = editableValues(current);
  const names = new Set([...Object.keys(saved), ...Object.keys(theirs)]);
  for (const name of names) {
    if (stable(saved[name]) === stable(theirs[name])) continue;
    if (stable(filled(saved[name], theirs[name])) !== stable(theirs[name])) return undefined;
  }
  const rebased = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, filled(value, theirs[name])]),
  );
  return { values: rebased, version: current.version };
}
