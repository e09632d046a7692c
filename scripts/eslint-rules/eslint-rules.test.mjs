import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { importZones, zoneViolation } from './import-zones.mjs';
import { limitNeedsOrderBy } from './limit-needs-order-by.mjs';
import { noIntlTimeZone } from './no-intl-time-zone.mjs';

// RuleTester reports through describe/it; point it at vitest's.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

const at = (file) => `/repo/src/${file}`;

describe('import-zones', () => {
  tester.run('import-zones', importZones, {
    valid: [
      { filename: at('app/router.tsx'), code: "import { x } from '@/features/events/events-collection';" },
      { filename: at('app/router.tsx'), code: "import { x } from '@/pages/home-page';" },
      { filename: at('features/events/a.ts'), code: "import { b } from './b';" },
      { filename: at('features/events/public/a.ts'), code: "import { b } from '../b';" },
      { filename: at('features/events/a.ts'), code: "import { b } from '@/features/events/b';" },
      { filename: at('features/clubs/a.ts'), code: "import { x } from '@/collections/define-collection';" },
      { filename: at('features/clubs/a.ts'), code: "import { x } from '@/lib/london-time';" },
      { filename: at('features/clubs/a.ts'), code: "import { x } from '@/stores/session-store';" },
      { filename: at('pages/home-page.tsx'), code: "import { x } from '@/components/page-header';" },
      { filename: at('collections/a.ts'), code: "import { x } from '@/firebase/firestore';" },
      { filename: at('pages/a.tsx'), code: "import { x } from '@/domains/accounts/account-data';" },
      { filename: at('features/market/a.ts'), code: "import { x } from '@/domains/orders/orders-data';" },
      { filename: at('domains/accounts/a.ts'), code: "import { x } from '@/collections/repository';" },
      { filename: at('domains/accounts/a.ts'), code: "import { x } from '@/domains/orders/orders-data';" },
      { filename: at('lib/a.ts'), code: "import { x } from '@/config/constants';" },
      { filename: at('main.tsx'), code: "import { x } from './app/router';" },
      { filename: at('features/events/a.ts'), code: "import { z } from 'zod';" },
      { filename: '/repo/tests/e2e/a.ts', code: "import { x } from '../../src/features/events/a';" },
    ],
    invalid: [
      // Features never import each other, whatever the folder is called (present or future).
      {
        filename: at('features/clubs/club-card.tsx'),
        code: "import { x } from '@/features/events/event-dates';",
        errors: [{ messageId: 'feature' }],
      },
      {
        filename: at('features/businesses/deep/a.ts'),
        code: "import { x } from '../../clubs/club-schema';",
        errors: [{ messageId: 'feature' }],
      },
      {
        filename: at('features/clubs/a.ts'),
        code: "export { x } from '@/features/committees/b';",
        errors: [{ messageId: 'feature' }],
      },
      {
        filename: at('features/clubs/a.ts'),
        code: "export * from '@/features/committees/b';",
        errors: [{ messageId: 'feature' }],
      },
      {
        filename: at('features/clubs/a.ts'),
        code: "const m = () => import('@/features/events/b');",
        errors: [{ messageId: 'feature' }],
      },
      // Layers.
      {
        filename: at('collections/a.ts'),
        code: "import { x } from '@/features/events/b';",
        errors: [{ messageId: 'layer' }],
      },
      { filename: at('pages/a.tsx'), code: "import { x } from '@/app/route-table';", errors: [{ messageId: 'layer' }] },
      {
        filename: at('collections/a.ts'),
        code: "import { x } from '@/domains/accounts/accounts-data';",
        errors: [{ messageId: 'layer' }],
      },
      {
        filename: at('domains/orders/a.ts'),
        code: "import { x } from '@/features/market/order-view';",
        errors: [{ messageId: 'layer' }],
      },
      {
        filename: at('pages/a.tsx'),
        code: "import { x } from '@/firebase/firestore';",
        errors: [{ messageId: 'layer' }],
      },
      {
        filename: at('features/events/a.ts'),
        code: "import { x } from '@/pages/home-page';",
        errors: [{ messageId: 'layer' }],
      },
      {
        filename: at('lib/a.ts'),
        code: "import { x } from '@/components/page-header';",
        errors: [{ messageId: 'layer' }],
      },
      {
        filename: at('components/a.tsx'),
        code: "import { x } from '@/collections/b';",
        errors: [{ messageId: 'layer' }],
      },
      // A relative path out of the layer must use the alias (so a reader sees the boundary).
      {
        filename: at('pages/a.tsx'),
        code: "import { x } from '../components/b';",
        errors: [{ messageId: 'useAlias' }],
      },
    ],
  });

  it('resolves relative and aliased paths before checking', ({ expect }) => {
    expect(zoneViolation('./b', 'features/events/a.ts')).toBeNull();
    expect(zoneViolation('../clubs/b', 'features/events/a.ts')?.messageId).toBe('feature');
    expect(zoneViolation('@/features/events/../clubs/b', 'features/events/a.ts')?.messageId).toBe('feature');
    expect(zoneViolation('@/features/events/b', 'features/events/a.ts')).toBeNull();
  });
});

describe('no-intl-time-zone', () => {
  tester.run('no-intl-time-zone', noIntlTimeZone, {
    valid: [
      {
        filename: at('lib/time-zones.mjs'),
        code: "new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric' });",
      },
      { filename: at('features/events/a.ts'), code: "new Intl.DateTimeFormat('en-GB', { day: 'numeric' });" },
      {
        filename: at('features/events/a.ts'),
        code: "new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });",
      },
      { filename: at('features/events/a.ts'), code: "date.toLocaleDateString('en-GB');" },
      // A data field called timeZone (the event's own zone) is not formatting.
      { filename: at('features/events/a.ts'), code: "const item = { title: 'Fair', timeZone: 'Europe/London' };" },
      { filename: at('features/events/a.ts'), code: 'formatTime(date, { timeZone });' },
    ],
    invalid: [
      {
        filename: at('features/events/a.ts'),
        code: "new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' });",
        errors: [{ messageId: 'timeZone' }],
      },
      {
        filename: at('collections/a.ts'),
        code: "Intl.DateTimeFormat('en-GB', { ...options, timeZone });",
        errors: [{ messageId: 'timeZone' }],
      },
      {
        filename: at('pages/a.tsx'),
        code: "date.toLocaleString('en-GB', { timeZone: 'Europe/London' });",
        errors: [{ messageId: 'timeZone' }],
      },
      {
        filename: at('pages/a.tsx'),
        code: "date.toLocaleTimeString('en-GB', { 'timeZone': 'UTC' });",
        errors: [{ messageId: 'timeZone' }],
      },
      {
        filename: at('components/a.tsx'),
        code: "const options = { timeZone: 'Europe/London', hour: '2-digit' }; new Intl.DateTimeFormat('en-GB', options);",
        errors: [{ messageId: 'timeZone' }],
      },
      {
        // Another module with a similar name is not the allowed one.
        filename: at('lib/london-time-extra.ts'),
        code: "new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' });",
        errors: [{ messageId: 'timeZone' }],
      },
    ],
  });
});

describe('limit-needs-order-by', () => {
  const imports = "import { collection, limit, limitToLast, orderBy, query, where } from 'firebase/firestore';\n";
  tester.run('limit-needs-order-by', limitNeedsOrderBy, {
    valid: [
      { code: imports + "query(collection(db, 'events'), orderBy('startsAt'), limit(20));" },
      { code: imports + "query(collection(db, 'events'), where('a', '==', 1), orderBy('b', 'desc'), limitToLast(5));" },
      { code: imports + "const constraints = [where('a', '==', 1), orderBy('b'), limit(10)];" },
      // Built up elsewhere in the same function: the order is there.
      {
        code:
          imports +
          'function page(extra) { const parts = [orderBy("createdAt")]; return query(q, ...parts, ...extra, limit(50)); }',
      },
      {
        code: imports + 'function page(c) { c.push(orderBy("title")); c.push(limit(5)); }',
      },
      // An order kept in a name, used later in the file.
      {
        code:
          imports +
          "query(q, where('a', '==', 1), newestFirst, limit(9));\nconst newestFirst = orderBy('createdAt', 'desc');",
      },
      // Not Firestore's limit.
      { code: "import { limit } from './elsewhere';\nquery(x, limit(5));" },
      { code: 'const limit = (n) => n;\nlimit(5);' },
      // Loaded on first use, ordered.
      {
        code: "async function f() { const { limit, orderBy, query } = await import('firebase/firestore'); return query(q, orderBy('title'), limit(5)); }",
      },
    ],
    invalid: [
      { code: imports + "query(collection(db, 'shops'), limit(500));", errors: [{ messageId: 'unordered' }] },
      // Loaded on first use (a dynamic import, destructured): still Firestore's limit.
      {
        code: "async function f() { const [{ limit: cap, query }] = await Promise.all([import('firebase/firestore')]); return query(q, cap(5)); }",
        errors: [{ messageId: 'unordered' }],
      },
      {
        code: imports + "query(collection(db, 'orders'), where('shopId', '==', id), limit(100));",
        errors: [{ messageId: 'unordered' }],
      },
      { code: imports + 'const parts = [where("a", "==", 1), limitToLast(3)];', errors: [{ messageId: 'unordered' }] },
      {
        code: imports + 'function page(extra) { return query(q, ...extra, limit(50)); }',
        errors: [{ messageId: 'unordered' }],
      },
      {
        code: "import { limit as cap, query } from 'firebase/firestore';\nquery(q, cap(3));",
        errors: [{ messageId: 'unordered' }],
      },
    ],
  });
});
