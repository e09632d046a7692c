import { IconNote } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { baseContentSchema, type BaseContent } from '@/collections/content-schema';
import { contentItem } from '@/collections/content-test-helpers';
import {
  defineManifest,
  defineModel,
  type CollectionDashboardParts,
  type CollectionManifest,
  type CollectionPublicParts,
} from '@/collections/define-collection';
import firestoreShared from '@/collections/server/firestore-shared.rules?raw';
import storageShared from '@/collections/server/storage-shared.rules?raw';
import { firestoreRules, storageRules } from '@/collections/server/generate-rules';
import { indexesFileFor } from '../../scripts/firestore-indexes-lib.mjs';
import { appQueries } from './app-queries';
import { buildNavigation } from './build-navigation';
import { collectionRegistry, loadPublicCollections } from './collection-registry';
import { collectionPageLoaders, dashboardRole, referencingSources, registryRoutes } from './collection-routes';
import { serverParts } from './server-parts';
import { buildDataSnapshots, buildSitemap, loadRegistryModels, parseDocuments, snapshotFile } from './static-files';

/**
 * A throwaway type, declared here and nowhere else: the engine must give it routes, a navigation
 * entry, a table, an editor, sitemap and snapshot entries and cache warming, with no other file touched.
 */
const notesModel = defineModel({
  schema: baseContentSchema,
  empty: () => ({ title: '', slug: '' }),
  titleField: 'title',
  slugField: 'slug',
});
const NoteCard = () => null;
const notesPublic: CollectionPublicParts<BaseContent> = { card: NoteCard };
const notesDashboard: CollectionDashboardParts<BaseContent> = {
  fields: [{ name: 'title', label: 'Title', kind: 'text' }],
  tableColumns: [{ label: 'Slug', render: (item) => item.slug }],
};

const notes = defineManifest({
  path: 'notes',
  labels: { singular: 'Note', plural: 'Notes' },
  icon: IconNote,
  sidebarGroup: 'community',
  navOrder: 5,
  publicPath: '/notes',
  dashboardPath: '/dashboard/notes',
  description: 'Short notes.',
  dashboardDescription: 'Write notes.',
  access: { read: 'public', edit: 'editor' },
  flags: { publishedSnapshot: true, sitemap: true },
  load: {
    model: () => Promise.resolve(notesModel),
    public: () => Promise.resolve(notesPublic),
    dashboard: () => Promise.resolve(notesDashboard),
  },
});

/** The same type with the contract's options: overrides, owners, members-only reading. */
const variant = (overrides: Partial<CollectionManifest>): CollectionManifest => ({ ...notes, ...overrides });

const testRegistry = [...collectionRegistry, notes];
const routes = registryRoutes(testRegistry);
const paths = (list: readonly { path: string }[]) => list.map((route) => route.path);

describe('a new type in the registry gets everything from one manifest', () => {
  it('gets its public list and detail routes and its dashboard table and editor routes', () => {
    expect(paths(routes.public)).toEqual(expect.arrayContaining(['/notes', '/notes/:slug']));
    expect(paths(routes.dashboard)).toEqual(
      expect.arrayContaining(['/dashboard/notes', '/dashboard/notes/new', '/dashboard/notes/:id']),
    );
    const detail = routes.public.find((route) => route.path === '/notes/:slug');
    expect(detail?.handle.validate?.({ slug: 'a-note' })).toBe(true);
    expect(detail?.handle.validate?.({ slug: 'Not a slug' })).toBe(false);
    for (const route of routes.dashboard.filter((entry) => entry.path.startsWith('/dashboard/notes'))) {
      expect(route.handle.requiredRole).toBe('editor');
    }
  });

  it('appears in both side navigations, in the order its manifest gives, not the order of the list', () => {
    const site = buildNavigation(routes.public, 'default');
    // navOrder 5 puts notes before every type with a higher order, though it is last in the list.
    const community = [...testRegistry]
      .filter((manifest) => manifest.sidebarGroup === 'community')
      .sort((a, b) => a.navOrder - b.navOrder)
      .map((manifest) => manifest.publicPath);
    expect(community[0]).toBe('/notes');
    expect(site.find((section) => section.id === 'community')?.links.map((link) => link.path)).toEqual(community);
    // Types whose visitors' pages are the app's own (pages: /about, /policies/…) add no public routes.
    const ordered = [...testRegistry]
      .filter((manifest) => !manifest.ownPublicPages)
      .sort((a, b) => a.navOrder - b.navOrder)
      .map((manifest) => manifest.publicPath);
    expect(paths(routes.public).filter((path) => !path.includes(':'))).toEqual(ordered);
    const dashboard = buildNavigation(routes.dashboard, 'dashboard');
    expect(dashboard.find((section) => section.id === 'content')?.links.map((link) => link.label)).toContain('Notes');
  });

  it('gets a table and an editor from the model and dashboard part, and visitors\u2019 pages without the editor', async () => {
    const loaders = collectionPageLoaders(notes);
    const dashboard = (await loaders.dashboard()).default;
    expect(typeof dashboard.Table).toBe('function');
    expect(typeof dashboard.Editor).toBe('function');
    const visitors = (await loaders.public()).default;
    expect(typeof visitors.List).toBe('function');
    expect(typeof visitors.Detail).toBe('function');
    // One definition per group, made once: list and detail share it.
    expect((await loaders.public()).default).toBe(visitors);
  });

  it('is warmed for offline use when visitors may read it, and not when only members may', async () => {
    const warmed = await loadPublicCollections([
      notes,
      variant({ path: 'secrets', access: { read: 'members', edit: 'editor' } }),
    ]);
    expect(warmed.map((definition) => definition.path)).toEqual(['notes']);
    expect(warmed[0]?.publishedSnapshot).toBe('/data/notes.json');
    expect(warmed[0]?.fields).toEqual([]);
  });

  it('gets sitemap and published-snapshot entries', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const [type] = await loadRegistryModels([notes]);
    if (!type) throw new Error('No type');
    const data = contentItem({ slug: 'first-note', title: 'First note', createdAt: now, updatedAt: now });
    const { items, invalid } = parseDocuments(type, [
      { id: 'a', data },
      { id: 'b', data: { ...data, slug: 'draft-note', status: 'draft' } },
    ]);
    expect(invalid).toEqual([]);
    const types = [{ ...type, items }];
    const sitemap = Object.values(buildSitemap({ siteUrl: 'https://example.org', staticPaths: [], types, now })).join(
      '',
    );
    expect(sitemap).toContain('<loc>https://example.org/notes/first-note</loc>');
    expect(sitemap).not.toContain('draft-note');
    const files = buildDataSnapshots({ types, now });
    expect(Object.keys(files)).toEqual([snapshotFile(notes)]);
    expect(snapshotFile(notes)).toBe('data/notes.json');
  });
});

describe('the contract\u2019s options', () => {
  it('moves the detail pages when the manifest says so (posts: /articles and /blog/{slug})', () => {
    const posts = registryRoutes([variant({ path: 'posts', publicPath: '/articles', detailPath: '/blog/:slug' })]);
    expect(paths(posts.public)).toEqual(['/articles', '/blog/:slug']);
  });

  it('gives the list its own heading and tab title when asked (posts: "News and articles", an empty title)', () => {
    const posts = registryRoutes([
      variant({ path: 'posts', publicPath: '/articles', listTitle: { heading: 'News and articles', tabTitle: '' } }),
    ]);
    expect(posts.public[0]?.handle).toMatchObject({ title: '', navLabel: 'News and articles', showInSidebar: true });
    const plain = registryRoutes([variant({})]);
    expect(plain.public[0]?.handle.navLabel).toBeUndefined();
  });

  it('adds more public lists (a shop and a market of one type)', () => {
    const shop = registryRoutes([
      variant({ publicPath: '/shop', extraLists: [{ path: '/market', title: 'Market', description: 'Stalls.' }] }),
    ]);
    expect(paths(shop.public)).toEqual(['/shop', '/market', '/shop/:slug']);
    expect(shop.public[1]?.handle.title).toBe('Market');
  });

  it('adds a type’s own dashboard pages just after its table, for its edit role (the trail’s order)', () => {
    const OrderPage = () => null;
    const trail = registryRoutes([
      variant({
        dashboardGroup: 'directory',
        extraDashboardPages: [
          {
            path: '/dashboard/notes-order',
            title: 'Notes order',
            description: 'Put the notes in order.',
            page: () => Promise.resolve({ default: OrderPage }),
          },
        ],
      }),
    ]);
    expect(paths(trail.dashboard)).toEqual([
      notes.dashboardPath,
      '/dashboard/notes-order',
      `${notes.dashboardPath}/new`,
      `${notes.dashboardPath}/:id`,
    ]);
    expect(trail.dashboard[1]?.handle).toMatchObject({
      layout: 'dashboard',
      title: 'Notes order',
      requiredRole: 'editor',
      icon: notes.icon,
      sidebarGroup: 'directory',
      showInSidebar: true,
      description: 'Put the notes in order.',
    });
  });

  it('gives a type’s own dashboard page a stricter role when it asks for one (a page that reads accounts)', () => {
    const Page = () => null;
    const routes = registryRoutes([
      variant({
        extraDashboardPages: [
          {
            path: '/dashboard/notes-readers',
            title: 'Notes readers',
            description: 'Who reads the notes.',
            requiredRole: 'admin',
            page: () => Promise.resolve({ default: Page }),
          },
        ],
      }),
    ]);
    expect(routes.dashboard[1]?.handle.requiredRole).toBe('admin');
    // The type's table and editor keep its edit role.
    expect(routes.dashboard[0]?.handle.requiredRole).toBe('editor');
  });

  it('gives fixed-id types one page per id and no list (pages)', () => {
    const pages = registryRoutes([
      variant({ publicPath: '/policies', fixedIds: ['privacy-policy', 'cookies-policy'] }),
    ]);
    expect(paths(pages.public)).toEqual(['/policies/privacy-policy', '/policies/cookies-policy']);
    // Only edited, never added: no "New", and the table is reached from elsewhere (the settings).
    expect(paths(pages.dashboard)).toEqual([notes.dashboardPath, `${notes.dashboardPath}/:id`]);
    expect(pages.dashboard.map((route) => route.handle.showInSidebar)).toEqual([false, false]);
  });

  it('makes no public routes for a type whose visitors read it on the app’s own pages (about, policies)', () => {
    const own = registryRoutes([variant({ fixedIds: ['about'], ownPublicPages: true })]);
    expect(own.public).toEqual([]);
    expect(paths(own.dashboard)).toEqual([notes.dashboardPath, `${notes.dashboardPath}/:id`]);
  });

  it('lets owners (plain members) open the dashboard pages when the type has an owner field', () => {
    const owned = variant({ access: { read: 'public', edit: 'editor', ownerField: 'ownerUid' } });
    expect(dashboardRole(owned)).toBe('member');
    expect(dashboardRole(notes)).toBe('editor');
    expect(dashboardRole(variant({ access: { read: 'public', edit: 'admin' } }))).toBe('admin');
    const ownedRoutes = registryRoutes([owned]);
    expect(ownedRoutes.dashboard.every((route) => route.handle.requiredRole === 'member')).toBe(true);
  });

  it('asks visitors to sign in for members-only types, and puts a type in its dashboard group', () => {
    const members = registryRoutes([
      variant({ access: { read: 'members', edit: 'editor' }, dashboardGroup: 'directory' }),
    ]);
    expect(members.public.every((route) => route.handle.requiredRole === 'member')).toBe(true);
    expect(members.dashboard.every((route) => route.handle.sidebarGroup === 'directory')).toBe(true);
  });
});

describe('references between types', () => {
  it('gives every referenced type the referencing types (events by an organiser), from the manifests', () => {
    const clubs = variant({ path: 'clubs', publicPath: '/clubs' });
    const events = variant({
      path: 'happenings',
      references: [{ field: 'organiser', collections: ['clubs', 'committees'], heading: 'Events by' }],
    });
    expect(referencingSources(clubs, [clubs, events])).toEqual([
      { manifest: events, field: 'organiser', heading: 'Events by' },
    ]);
    expect(referencingSources(events, [clubs, events])).toEqual([]);
  });

  it('the registry\u2019s events point at clubs, organisations and committees; documents at committees, by id', () => {
    const sources = ['clubs', 'organisations', 'committees'].map((path) =>
      referencingSources(variant({ path }), collectionRegistry).map((source) => [
        source.field,
        source.holdsId === true,
      ]),
    );
    expect(sources).toEqual([
      [['organiser', false]],
      [['organiser', false]],
      [
        ['organiser', false],
        ['committeeId', true],
      ],
    ]);
  });
});

describe('what a manifest says before its parts load', () => {
  it('flags exactly the types whose public part draws its own list (the query table reads the flag)', async () => {
    const drawn = await Promise.all(
      collectionRegistry.map(async (manifest) => [manifest.path, Boolean((await manifest.load.public()).listView)]),
    );
    expect(Object.fromEntries(drawn)).toEqual(
      Object.fromEntries(collectionRegistry.map((manifest) => [manifest.path, manifest.flags.ownListView === true])),
    );
  });
});

describe('a new type gets its server half from the generator (npm run generate)', () => {
  it('gets a match block, a place in the slug and picture lists, and no rules of its own to write', () => {
    const rules = firestoreRules(firestoreShared, testRegistry, serverParts);
    expect(rules.match(/match \/notes\/\{id\}/g)).toHaveLength(1);
    expect(rules).toContain(
      "allow create: if isEditor() && newSlugged('notes', id) && baseFieldsOnly(request.resource.data);",
    );
    expect(rules).toMatch(/return coll in \[[^\]]*'notes'[^\]]*\]\s+&& d\.keys\(\)/s);
    expect(storageRules(storageShared, testRegistry, serverParts)).toMatch(/return collection in \[[^\]]*'notes'/s);
  });

  it('gets the composite indexes its lists need', async () => {
    const { engineShapes } = await appQueries([], testRegistry);
    const { indexes } = indexesFileFor(engineShapes, { indexes: [] });
    const notesIndexes = indexes.filter((index) => index.collectionGroup === 'notes');
    expect(notesIndexes.length).toBeGreaterThan(0);
    expect(notesIndexes.every((index) => index.fields[0]?.fieldPath === 'status')).toBe(true);
  });
});
