import type { Role } from '@/lib/route-meta';
import { hasRole } from '@/stores/session-store';
import type { CollectionAccess } from './define-collection';

export interface EditorPermissions {
  /** May change the item's fields and save it. */
  canEdit: boolean;
  /** May publish, unpublish, schedule and archive (editors; never an owner as such). */
  canPublish: boolean;
  /** Editing as the item's owner rather than as an editor. */
  asOwner: boolean;
}

/**
 * What the editor offers, from the type's access rules: editors (or the role it names) do everything;
 * the holder of the owner field edits and saves their own item but cannot publish it or change its
 * status (the security rules refuse it too). A type with no access rules keeps the old behaviour.
 */
export function editorPermissions(
  access: CollectionAccess | undefined,
  session: { roles: readonly Role[]; uid: string | null; signedIn: boolean },
  item: Readonly<Record<string, unknown>> | undefined,
): EditorPermissions {
  const editor = hasRole(session.roles, access?.edit ?? 'editor', session.signedIn);
  const mayOwn = !editor && session.signedIn && access?.ownerField !== undefined && session.uid !== null;
  // A new item (none yet) is the owner's own when the type lets owners add items.
  const owner =
    mayOwn && (item === undefined ? access.ownersCreate === true : item[access.ownerField as string] === session.uid);
  return { canEdit: editor || owner, canPublish: editor, asOwner: owner };
}
