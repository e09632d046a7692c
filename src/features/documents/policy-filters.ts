import type { FixedFilter } from '@/collections/define-collection';

/** The documents /policies lists: the manifest's section declares them, the section's list asks for them. */
export const POLICY_FILTERS: readonly FixedFilter[] = [{ field: 'category', op: '==', value: 'policy' }];
