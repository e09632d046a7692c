import type { Role } from '@/lib/route-meta';
import { hasRole } from '@/stores/session-store';
import type { CollectionAccess } from './define-collection';
import type { ListOptions } from './repository';

/**
 * What the dashboard table asks for. Editors (or the type's edit role) see every item; for a type with
 * owners, any other signed-in account sees only the items it owns: the query asks for
 * `ownerField == uid`, which is what the security rules let an owner read.
 */
export function dashboardTableQuery(
  access: CollectionAccess | undefined,
  session: { roles: readonly Role[]; uid: string | null; signedIn: boolean },
): { options: Omit<ListOptions, 'after'>; ownOnly: boolean } {
  const editor = hasRole(session.roles, access?.edit ?? 'editor', session.signedIn);
  if (editor || !access?.ownerField || session.uid === null) return { options: { audience: 'editor' }, ownOnly: false };
  return {
    options: { audience: 'editor', filters: [{ field: access.ownerField, op: '==', value: session.uid }] },
    ownOnly: true,
  };
}
