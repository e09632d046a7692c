/**
 * "Download my data" (UK GDPR right of access and portability; docs/decisions/0027): one JSON file of what
 * the site holds about the person, assembled from plain records by a pure function.
 */

/** Dates (at any depth) as ISO text, everything else as it is: JSON for people and programs alike. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

export interface ExportInput {
  uid: string;
  /** From sign-in (Firebase Auth). */
  signIn: { email: string | null; displayName: string | null; emailVerified: boolean; createdAt: string | null };
  /** `users/{uid}` as stored, or null when there is none. */
  account: Record<string, unknown> | null;
  orders: readonly { id: string; data: Record<string, unknown> }[];
  messages: readonly { id: string; data: Record<string, unknown> }[];
  /** Their request to sell (`sellerRequests/{uid}`), or null when there is none. */
  sellerRequest: { id: string; data: Record<string, unknown> } | null;
  exportedAt: Date;
}

export interface AccountExport {
  about: string;
  exportedAt: string;
  account: Record<string, unknown>;
  follows: unknown;
  notifications: unknown;
  orders: unknown[];
  messages: unknown[];
  sellerRequest: unknown;
}

/**
 * The file's contents: the account (sign-in details and profile, without the follows, which have their
 * own part), the follows, the notification choices, orders where they are the customer (newest first)
 * the messages they sent while signed in and their request to sell. Orders of other customers never get here: the caller
 * passes only the person's, and a stray one is dropped.
 */
export function assembleExport(input: ExportInput): AccountExport {
  const { follows = null, notifications = null, ...profile } = input.account ?? {};
  const createdAt = (record: { data: Record<string, unknown> }): number => {
    const value = record.data.createdAt;
    return value instanceof Date ? value.getTime() : 0;
  };
  const own = input.orders.filter((order) => {
    const customer = order.data.customer as { uid?: unknown } | undefined;
    return customer?.uid === input.uid;
  });
  return {
    about:
      'Everything this site holds about your account: your profile, what you follow, your choices, your orders, the messages you sent while signed in and your request to sell.',
    exportedAt: input.exportedAt.toISOString(),
    account: plain({ uid: input.uid, ...input.signIn, ...profile }) as Record<string, unknown>,
    follows: plain(follows),
    notifications: plain(notifications),
    orders: [...own].sort((a, b) => createdAt(b) - createdAt(a)).map((order) => plain({ id: order.id, ...order.data })),
    messages: [...input.messages]
      .sort((a, b) => createdAt(b) - createdAt(a))
      .map((item) => plain({ id: item.id, ...item.data })),
    sellerRequest: input.sellerRequest ? plain({ id: input.sellerRequest.id, ...input.sellerRequest.data }) : null,
  };
}

/** The file's name: the site and the day, e.g. `thornbury-hub-my-data-2026-11-24.json`. */
export function exportFileName(exportedAt: Date): string {
  return `thornbury-hub-my-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}
