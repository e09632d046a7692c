import type { Role } from '@/lib/route-meta';

/**
 * Roles an admin gives on /dashboard/accounts (issue 15, decision 0024), what each lets a person do (the
 * roles table of docs/content-model.md, in plain words), and the app's checks before a change is written: an
 * admin cannot take the admin role from themself (the rules refuse that too), and the last admin stays
 * (only the app can check that: rules cannot count accounts).
 */

export const ACCOUNT_ROLES = ['member', 'editor', 'admin'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = { member: 'Member', editor: 'Editor', admin: 'Admin' };

export const ROLE_MAY: Record<Role, string> = {
  member: 'Can read the documents kept for members, and ask to sell at the market.',
  editor: 'Can add, change, publish and archive everything on the site, and upload pictures and documents.',
  admin: 'Can do everything: choose who has which role, change the site settings, read messages and delete things.',
};

/** What an account with no role may do. */
export const NO_ROLE_MAY = 'Can follow things, see their own orders and change their own profile, like any visitor.';

/** The known roles of a list, once each, in the usual order. */
export function accountRoles(roles: readonly string[]): Role[] {
  return ACCOUNT_ROLES.filter((role) => roles.includes(role));
}

export interface RoleChange {
  /** Who is making the change. */
  actorUid: string;
  /** Whose roles change. */
  targetUid: string;
  before: readonly Role[];
  after: readonly Role[];
  /**
   * How many accounts are admins now, counted by the server just before writing; null when it could not
   * be asked (offline): then removing an admin waits for a connection.
   */
  adminCount: number | null;
}

/** Whether the change removes the admin role. */
export function removesAdmin(change: Pick<RoleChange, 'before' | 'after'>): boolean {
  return change.before.includes('admin') && !change.after.includes('admin');
}

/** Why the change cannot be made, in plain words; null when it can. */
export function roleChangeProblem(change: RoleChange): string | null {
  if (!removesAdmin(change)) return null;
  if (change.actorUid === change.targetUid) {
    return change.adminCount !== null && change.adminCount <= 1
      ? 'You are the only admin, so you cannot remove your admin role. Make someone else an admin first.'
      : 'You cannot remove your own admin role. Another admin can do it for you.';
  }
  if (change.adminCount === null) {
    return 'Removing an admin needs a connection, so we can check that someone else is still an admin. Please try again when you are online.';
  }
  if (change.adminCount <= 1) {
    return 'This is the only admin. Make someone else an admin first, so that someone can still look after accounts and settings.';
  }
  return null;
}

/** What changes, a line per role gained or lost, for the confirmation. */
export function roleChangeLines(before: readonly Role[], after: readonly Role[]): string[] {
  const lines: string[] = [];
  for (const role of ACCOUNT_ROLES) {
    if (after.includes(role) && !before.includes(role))
      lines.push(`Becomes ${articled(role)}: ${lower(ROLE_MAY[role])}`);
    if (before.includes(role) && !after.includes(role)) lines.push(`Is no longer ${articled(role)}.`);
  }
  if (after.length === 0 && before.length > 0) lines.push(`With no role, the account ${lower(NO_ROLE_MAY)}`);
  return lines;
}

function articled(role: Role): string {
  return `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;
}

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
