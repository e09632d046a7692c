#!/usr/bin/env node
/**
 * What the registry-wide end-to-end tests need to know, printed as JSON: every content type in
 * src/app/collection-registry.ts (its routes, labels and editor fields) with its seeded items from
 * scripts/seed-data.mjs, checked against the type's own schema and split into what visitors may see now
 * and what they may not (drafts, scheduled for later). The same sources the app and the build use, loaded
 * through Vite as scripts/build-feeds.mjs does, so a type added to the registry is tested with no edit here.
 * Run by tests/e2e/registry-support.ts, which keeps the result per build.
 */
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { createServer } from 'vite';
import { buildSeedData } from '../../scripts/seed-data.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Field kinds a test can fill by their label with plain text. */
const TYPED_KINDS = ['text', 'textarea', 'url', 'category', 'number', 'markdown'];

/** A fixed filter of a public list (collections/collection-manifest.ts FixedFilter), applied to a seed item. */
function matches(value, { op, value: wanted }) {
  if (op === '==') return value === wanted;
  if (op === '!=') return value !== wanted;
  return Array.isArray(value) && value.includes(wanted);
}

const server = await createServer({
  root: ROOT,
  configFile: `${ROOT}/vite.config.ts`,
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const staticFiles = await server.ssrLoadModule('/src/app/static-files.ts');
  const { isPublic } = await server.ssrLoadModule('/src/collections/content-schema.ts');
  const now = new Date();
  const { collections } = buildSeedData(now);
  const types = [];
  for (const type of await staticFiles.loadRegistryModels()) {
    const { manifest, model } = type;
    const dashboard = await manifest.load.dashboard();
    const parsed = staticFiles.parseDocuments(type, collections[manifest.path] ?? []);
    if (parsed.invalid.length > 0) {
      throw new Error(`Seed documents of ${manifest.path} do not match its schema: ${JSON.stringify(parsed.invalid)}`);
    }
    const describe = (item) => ({
      id: item.id,
      title: String(item[model.titleField]),
      url: staticFiles.itemPath(type, item),
    });
    // What visitors may read: published, due, and past the type's fixed filters (documents: public ones).
    const passes = (item, filters = []) => filters.every((filter) => matches(item[filter.field], filter));
    const visible = parsed.items.filter((item) => isPublic(item, now) && passes(item, manifest.publicFilters));
    const hidden = parsed.items.filter((item) => !visible.includes(item));
    // Every public list of the type: the main one and any extra ones (a shop's products on two lists).
    const lists = [
      {
        path: manifest.publicPath,
        title: manifest.listTitle?.heading ?? manifest.labels.plural,
        filters: manifest.listFilters ?? [],
      },
      ...(manifest.extraLists ?? []),
    ].map((list) => {
      const shown = visible.filter((item) => passes(item, list.filters));
      return {
        path: list.path,
        title: list.title,
        shown: shown.map(describe),
        absent: parsed.items.filter((item) => !shown.includes(item)).map(describe),
      };
    });
    // What the editor test types into a new item: the plain fields of a published seed item.
    const source = visible[0] ?? parsed.items[0];
    const fields = dashboard.fields.map(({ name, label, kind }) => ({ name, label, kind }));
    const typed = fields.filter(
      (field) =>
        TYPED_KINDS.includes(field.kind) &&
        field.name !== model.titleField &&
        source &&
        (typeof source[field.name] === 'string' || typeof source[field.name] === 'number') &&
        String(source[field.name]).trim() !== '',
    );
    types.push({
      path: manifest.path,
      singular: manifest.labels.singular,
      plural: manifest.labels.plural,
      publicPath: manifest.publicPath,
      dashboardPath: manifest.dashboardPath,
      access: manifest.access,
      hasStructuredData: Boolean(model.structuredData),
      titleField: model.titleField,
      titleLabel: fields.find((field) => field.name === model.titleField)?.label ?? 'Title',
      fields,
      sampleInputs: [
        // Free text gets words of its own: a copy of a seeded summary made other specs' searches find two items.
        ...typed.map((field) => ({
          label: field.label,
          value: ['textarea', 'markdown'].includes(field.kind)
            ? 'Written by the end-to-end test of every content type.'
            : String(source[field.name]),
        })),
        ...Object.entries(dashboard.editorSample ?? {}).map(([label, value]) => ({ label, value })),
      ],
      creatable: !manifest.fixedIds,
      lists: manifest.fixedIds ? [] : lists,
      visible: visible.map(describe),
      hidden: hidden.map((item) => ({
        ...describe(item),
        why: isPublic(item, now)
          ? 'left out by a fixed filter'
          : item.status === 'published'
            ? 'scheduled'
            : item.status,
      })),
    });
  }
  process.stdout.write(JSON.stringify({ generatedAt: now.toISOString(), types }));
} finally {
  await server.close();
}
