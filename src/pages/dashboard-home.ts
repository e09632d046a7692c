import type { Role } from '@/lib/route-meta';

/** What the dashboard home needs of a content type (from the registry, handed in by the app). */
export interface DashboardType {
  path: string;
  plural: string;
  singular: string;
  dashboardPath: string;
  /** The least role that edits the type (and so may see its drafts). */
  editRole: Role;
}

/** One change in the "recent changes" list. */
export interface RecentChange {
  type: DashboardType;
  id: string;
  title: string;
  updatedAt: Date;
  status: string;
  pending: boolean;
}

/** The newest `count` changes of every type together, newest first. */
export function mergeRecent(lists: readonly (readonly RecentChange[])[], count: number): RecentChange[] {
  return lists
    .flat()
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .slice(0, count);
}

/** A stored document's title and time, or nothing when it has neither (never throws). */
export function readChange(
  type: DashboardType,
  document: { id: string; data: Record<string, unknown>; pending: boolean },
): RecentChange | undefined {
  const { title, updatedAt, status } = document.data;
  const date =
    updatedAt instanceof Date
      ? updatedAt
      : typeof (updatedAt as { toDate?: unknown } | null)?.toDate === 'function'
        ? (updatedAt as { toDate: () => Date }).toDate()
        : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return {
    type,
    id: document.id,
    title: typeof title === 'string' && title.trim() ? title : '(untitled)',
    updatedAt: date,
    status: typeof status === 'string' ? status : 'draft',
    pending: document.pending,
  };
}

/** What waits on this device, in words, or null when nothing does. */
export function waitingOnDevice(waiting: {
  unsentChanges: number;
  earlierUnsent: boolean;
  drafts: number;
  unconfirmed: number;
  messages: number;
}): string[] {
  const lines: string[] = [];
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (waiting.unsentChanges > 0) lines.push(`${plural(waiting.unsentChanges, 'change', 'changes')} waiting to be sent`);
  else if (waiting.earlierUnsent) lines.push('Changes from an earlier visit waiting to be sent');
  if (waiting.unconfirmed > 0)
    lines.push(`${plural(waiting.unconfirmed, 'saved item', 'saved items')} not yet confirmed by the server`);
  if (waiting.drafts > 0) lines.push(`${plural(waiting.drafts, 'item', 'items')} with changes not saved yet`);
  if (waiting.messages > 0)
    lines.push(`${plural(waiting.messages, 'contact message', 'contact messages')} waiting to be sent`);
  return lines;
}
