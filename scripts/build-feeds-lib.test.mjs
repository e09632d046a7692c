import { describe, expect, it } from 'vitest';
import {
  documentUrl,
  fetchDocument,
  countEntries,
  DEMO_SITE_URL,
  documentsFromRunQuery,
  fetchPublishedDocuments,
  FirestoreUnreachableError,
  fromFirestoreFields,
  fromFirestoreValue,
  parseFeedArgs,
  publishedQueryBody,
  resolveProject,
  resolveSiteUrl,
  runQueryUrl,
  UsageError,
  withSitemapLine,
} from './build-feeds-lib.mjs';
import { toFirestoreFields } from './seed.mjs';
import { buildSeedData } from './seed-data.mjs';

describe('parseFeedArgs', () => {
  it('has defaults for everything', () => {
    expect(parseFeedArgs([])).toEqual({
      outDir: 'dist',
      source: 'firestore',
      siteUrl: undefined,
      ssrDir: undefined,
      allowUnreachable: false,
      help: false,
    });
  });

  it('reads every option, spaced or with =', () => {
    expect(
      parseFeedArgs([
        '--out-dir',
        'public-site',
        '--source=seed',
        '--site-url',
        'https://example.org',
        '--ssr-dir=tmp/ssr',
        '--allow-unreachable',
      ]),
    ).toMatchObject({
      outDir: 'public-site',
      source: 'seed',
      siteUrl: 'https://example.org',
      ssrDir: 'tmp/ssr',
      allowUnreachable: true,
    });
    expect(parseFeedArgs(['--help']).help).toBe(true);
  });

  it('refuses unknown options, missing values and unknown sources', () => {
    expect(() => parseFeedArgs(['--outdir', 'x'])).toThrow(UsageError);
    expect(() => parseFeedArgs(['--out-dir'])).toThrow('--out-dir needs a value.');
    expect(() => parseFeedArgs(['--out-dir', '--source', 'seed'])).toThrow('--out-dir needs a value.');
    expect(() => parseFeedArgs(['--source', 'cms'])).toThrow('--source must be firestore or seed');
  });
});

describe('resolveProject', () => {
  it('is the demo project on the emulator without configuration', () => {
    expect(resolveProject({})).toEqual({
      projectId: 'demo-community',
      isDemo: true,
      apiKey: undefined,
      emulatorHost: '127.0.0.1:8080',
    });
    expect(resolveProject({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:9150' }).emulatorHost).toBe('127.0.0.1:9150');
  });

  it('is the real project through the public API when one is configured', () => {
    expect(resolveProject({ VITE_FIREBASE_PROJECT_ID: 'thornbury-hub', VITE_FIREBASE_API_KEY: ' key ' })).toEqual({
      projectId: 'thornbury-hub',
      isDemo: false,
      apiKey: 'key',
      emulatorHost: undefined,
    });
  });

  it('uses the emulator for a real project id when told to', () => {
    expect(resolveProject({ VITE_FIREBASE_PROJECT_ID: 'thornbury-hub', VITE_USE_EMULATORS: 'true' }).emulatorHost).toBe(
      '127.0.0.1:8080',
    );
    expect(
      resolveProject({ VITE_FIREBASE_PROJECT_ID: 'thornbury-hub', FIRESTORE_EMULATOR_HOST: 'localhost:8081' })
        .emulatorHost,
    ).toBe('localhost:8081');
  });
});

describe('resolveSiteUrl', () => {
  const demo = resolveProject({});
  const real = resolveProject({ VITE_FIREBASE_PROJECT_ID: 'thornbury-hub' });

  it('prefers the flag, then SITE_URL, and drops a trailing slash', () => {
    expect(
      resolveSiteUrl({ flag: 'https://a.example/', env: { SITE_URL: 'https://b.example' }, project: real }),
    ).toEqual({ siteUrl: 'https://a.example', note: undefined });
    expect(resolveSiteUrl({ env: { SITE_URL: 'https://b.example/hub/' }, project: real }).siteUrl).toBe(
      'https://b.example/hub',
    );
  });

  it('says which default it used', () => {
    const forDemo = resolveSiteUrl({ env: {}, project: demo });
    expect(forDemo.siteUrl).toBe(DEMO_SITE_URL);
    expect(forDemo.note).toContain('demo address');
    const forReal = resolveSiteUrl({ env: {}, project: real });
    expect(forReal.siteUrl).toBe('https://thornbury-hub.web.app');
    expect(forReal.note).toContain('set SITE_URL');
  });

  it('refuses addresses that are not plain web addresses', () => {
    for (const bad of ['thornbury.example', 'ftp://a.example', 'https://a.example/?x=1', 'javascript:alert(1)']) {
      expect(() => resolveSiteUrl({ flag: bad, env: {}, project: real }), bad).toThrow(UsageError);
    }
  });
});

describe('runQueryUrl and publishedQueryBody', () => {
  it('addresses the emulator or the real service with its key', () => {
    expect(runQueryUrl({ projectId: 'demo-community', emulatorHost: '127.0.0.1:8080' })).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-community/databases/(default)/documents:runQuery',
    );
    expect(runQueryUrl({ projectId: 'thornbury-hub', apiKey: 'AIza+1' })).toBe(
      'https://firestore.googleapis.com/v1/projects/thornbury-hub/databases/(default)/documents:runQuery?key=AIza%2B1',
    );
  });

  it('adds a type’s fixed public filters (documents: visibility == public), which the rules require', () => {
    const { structuredQuery } = publishedQueryBody('documents', {
      filters: [{ field: 'visibility', op: '==', value: 'public' }],
    });
    expect(structuredQuery.where.compositeFilter.filters[1]).toEqual({
      fieldFilter: { field: { fieldPath: 'visibility' }, op: 'EQUAL', value: { stringValue: 'public' } },
    });
    expect(() => publishedQueryBody('x', { filters: [{ field: 'tags', op: 'array-contains', value: 'a' }] })).toThrow(
      /Only == filters/,
    );
  });

  it('asks only for published documents not scheduled for later, within the rules’ limit, in pages', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const { structuredQuery } = publishedQueryBody('events', { now });
    expect(structuredQuery.from).toEqual([{ collectionId: 'events' }]);
    const publishAt = { fieldPath: 'publishAt' };
    expect(structuredQuery.where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'published' } } },
          {
            compositeFilter: {
              op: 'OR',
              filters: [
                { unaryFilter: { field: publishAt, op: 'IS_NULL' } },
                {
                  fieldFilter: {
                    field: publishAt,
                    op: 'LESS_THAN_OR_EQUAL',
                    value: { timestampValue: '2026-06-01T11:50:00.000Z' },
                  },
                },
              ],
            },
          },
        ],
      },
    });
    expect(structuredQuery.limit).toBe(500);
    expect(structuredQuery.startAt).toBeUndefined();
    const name = 'projects/p/databases/(default)/documents/events/x';
    expect(publishedQueryBody('events', { after: { name, publishAt: undefined } }).structuredQuery.startAt).toEqual({
      values: [{ nullValue: null }, { referenceValue: name }],
      before: false,
    });
    const stamp = { timestampValue: '2026-05-01T09:00:00.123456Z' };
    expect(publishedQueryBody('events', { after: { name, publishAt: stamp } }).structuredQuery.startAt).toEqual({
      values: [stamp, { referenceValue: name }],
      before: false,
    });
  });
});

describe('fromFirestoreValue', () => {
  it('turns every REST value into plain JS, timestamps into Dates', () => {
    expect(
      fromFirestoreFields({
        s: { stringValue: 'Fish & chips' },
        i: { integerValue: '4500' },
        d: { doubleValue: 51.6152 },
        dn: { doubleValue: 'NaN' },
        b: { booleanValue: false },
        t: { timestampValue: '2026-10-01T09:00:00.123456Z' },
        n: { nullValue: null },
        m: { mapValue: { fields: { free: { booleanValue: true } } } },
        em: { mapValue: {} },
        a: { arrayValue: { values: [{ stringValue: 'x' }, { integerValue: '2' }] } },
        ea: { arrayValue: {} },
        r: { referenceValue: 'projects/p/databases/(default)/documents/clubs/c' },
        g: { geoPointValue: { latitude: 51.6 } },
      }),
    ).toEqual({
      s: 'Fish & chips',
      i: 4500,
      d: 51.6152,
      dn: NaN,
      b: false,
      t: new Date('2026-10-01T09:00:00.123Z'),
      n: null,
      m: { free: true },
      em: {},
      a: ['x', 2],
      ea: [],
      r: 'projects/p/databases/(default)/documents/clubs/c',
      g: { latitude: 51.6, longitude: 0 },
    });
  });

  it('refuses what it does not know', () => {
    expect(() => fromFirestoreValue({ mysteryValue: 1 })).toThrow('Unknown Firestore value');
    expect(() => fromFirestoreValue({ timestampValue: 'soon' })).toThrow('Not a timestamp');
  });

  it('gives back the seed data as the seed script writes it', () => {
    const now = new Date('2026-10-01T09:00:00Z');
    for (const { data } of buildSeedData(now).collections.workshops ?? []) {
      expect(fromFirestoreFields(toFirestoreFields(data))).toEqual(data);
    }
  });
});

describe('documentsFromRunQuery', () => {
  it('reads the documents and skips the read-time-only entries', () => {
    const name = 'projects/p/databases/(default)/documents/events/summer-fair';
    expect(
      documentsFromRunQuery([
        { document: { name, fields: { slug: { stringValue: 'summer-fair' } } }, readTime: 't' },
        { readTime: 't' },
      ]),
    ).toEqual([{ id: 'summer-fair', name, data: { slug: 'summer-fair' } }]);
    expect(documentsFromRunQuery([{ readTime: 't' }])).toEqual([]);
  });

  it('throws on an error in the answer', () => {
    expect(() =>
      documentsFromRunQuery([{ error: { code: 7, message: 'Missing or insufficient permissions.' } }]),
    ).toThrow('Missing or insufficient permissions.');
    expect(() => documentsFromRunQuery({ nope: true })).toThrow('unexpected');
  });
});

describe('fetchPublishedDocuments', () => {
  const url = 'http://127.0.0.1:8080/v1/projects/demo-community/databases/(default)/documents:runQuery';
  const doc = (id) => ({
    document: { name: `projects/demo-community/databases/(default)/documents/events/${id}`, fields: {} },
    readTime: 't',
  });
  const answer = (status, body) => new globalThis.Response(JSON.stringify(body), { status });

  it('reads page after page until a short one', async () => {
    const bodies = [];
    const pages = [[doc('a'), doc('b')], [doc('c'), doc('d')], [doc('e')]];
    const fetch = async (_url, init) => {
      bodies.push(JSON.parse(init.body));
      return answer(200, pages[bodies.length - 1]);
    };
    const result = await fetchPublishedDocuments({ fetch, url, collectionId: 'events', pageSize: 2 });
    expect(result.complete).toBe(true);
    expect(result.documents.map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(bodies.map((body) => body.structuredQuery.startAt?.values[1].referenceValue)).toEqual([
      undefined,
      'projects/demo-community/databases/(default)/documents/events/b',
      'projects/demo-community/databases/(default)/documents/events/d',
    ]);
  });

  it('stops after the last page allowed, and says the list is not complete', async () => {
    const fetch = async () => answer(200, [doc('a')]);
    const result = await fetchPublishedDocuments({ fetch, url, collectionId: 'events', pageSize: 1, maxPages: 3 });
    expect(result).toMatchObject({ complete: false });
    expect(result.documents).toHaveLength(3);
  });

  it('calls no answer and server errors unreachable, and a refusal an error', async () => {
    const refused = async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    };
    await expect(fetchPublishedDocuments({ fetch: refused, url, collectionId: 'events' })).rejects.toThrow(
      new FirestoreUnreachableError('No answer from 127.0.0.1:8080 (ECONNREFUSED).'),
    );
    const unavailable = async () => answer(503, { error: { code: 503, status: 'UNAVAILABLE', message: 'Try later.' } });
    await expect(fetchPublishedDocuments({ fetch: unavailable, url, collectionId: 'events' })).rejects.toBeInstanceOf(
      FirestoreUnreachableError,
    );
    const denied = async () =>
      answer(403, [
        { error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' } },
      ]);
    const error = await fetchPublishedDocuments({ fetch: denied, url, collectionId: 'events' }).catch(
      (caught) => caught,
    );
    expect(error).not.toBeInstanceOf(FirestoreUnreachableError);
    expect(error.message).toBe(
      'Firestore refused to list events (403): PERMISSION_DENIED Missing or insufficient permissions.',
    );
  });
});

describe('withSitemapLine', () => {
  const robots = 'User-agent: *\nAllow: /\nDisallow: /dashboard\n';
  const line = 'Sitemap: https://example.org/sitemap.xml';

  it('appends the line after the rules', () => {
    expect(withSitemapLine(robots, 'https://example.org/sitemap.xml')).toBe(`${robots}\n${line}\n`);
    expect(withSitemapLine('', 'https://example.org/sitemap.xml')).toBe(`${line}\n`);
  });

  it('changes nothing the second time', () => {
    const once = withSitemapLine(robots, 'https://example.org/sitemap.xml');
    expect(withSitemapLine(once, 'https://example.org/sitemap.xml')).toBe(once);
  });

  it('replaces the line for another address, and keeps other sitemaps', () => {
    const before = `${robots}\nSitemap: http://127.0.0.1:4173/sitemap.xml\nSitemap: https://example.org/news-sitemap.txt\n`;
    expect(withSitemapLine(before, 'https://example.org/sitemap.xml')).toBe(
      `${robots}\nSitemap: https://example.org/news-sitemap.txt\n\n${line}\n`,
    );
  });
});

describe('countEntries', () => {
  it('counts events, items and addresses', () => {
    expect(
      countEntries('events.ics', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\n'),
    ).toBe(2);
    expect(countEntries('events.rss', '<channel><item></item></channel>')).toBe(1);
    expect(countEntries('sitemap.xml', '<urlset><url><loc>a</loc></url><url><loc>b</loc></url></urlset>')).toBe(2);
    expect(countEntries('sitemap.xml', '<sitemapindex><sitemap><loc>a</loc></sitemap></sitemapindex>')).toBe(1);
  });
});

describe('fetchDocument', () => {
  const project = { projectId: 'demo-community', emulatorHost: '127.0.0.1:8080' };
  const url = documentUrl(project, 'settings/site');
  const answer = (status, body) => new globalThis.Response(JSON.stringify(body), { status });

  it('reads one document’s fields as plain values, from the emulator or the real project', async () => {
    expect(url).toBe('http://127.0.0.1:8080/v1/projects/demo-community/databases/(default)/documents/settings/site');
    expect(documentUrl({ projectId: 'hub', apiKey: 'k&1' }, 'settings/site')).toBe(
      'https://firestore.googleapis.com/v1/projects/hub/databases/(default)/documents/settings/site?key=k%261',
    );
    const fetch = async () => answer(200, { fields: { companyName: { stringValue: 'Olveston Hub' } } });
    expect(await fetchDocument({ fetch, url })).toEqual({ companyName: 'Olveston Hub' });
  });

  it('gives undefined for no such document, unreachable for no answer or a server error, and refuses the rest', async () => {
    expect(await fetchDocument({ fetch: async () => answer(404, { error: { message: 'not found' } }), url })).toBe(
      undefined,
    );
    const down = fetchDocument({
      fetch: async () => {
        throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      },
      url,
    });
    await expect(down).rejects.toBeInstanceOf(FirestoreUnreachableError);
    await expect(fetchDocument({ fetch: async () => answer(503, {}), url })).rejects.toBeInstanceOf(
      FirestoreUnreachableError,
    );
    const refused = fetchDocument({ fetch: async () => answer(403, { error: { message: 'denied' } }), url });
    await expect(refused).rejects.toThrow(/refused.*403.*denied/);
  });
});
