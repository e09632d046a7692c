import { describe, expect, it } from 'vitest';
import {
  DEFERRED_LOADER,
  deferEntryScript,
  fillTemplate,
  manifestWithBrand,
  NOT_FOUND_SAMPLE_PATH,
  notFoundPageHtml,
  prerenderPages,
  shortNameFor,
  templateWithBrand,
} from './prerender.mjs';

const TEMPLATE = `<!doctype html>
<html>
  <head>
    <title>Hub</title>
    <meta name="description" content="Site" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-def.js">
    <link rel="modulepreload" crossorigin href="/assets/Stack-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/style-jkl.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('deferEntryScript', () => {
  const html = deferEntryScript(TEMPLATE);

  it('requests no script before the first paint: no module script or modulepreload link is left in the page', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
  });

  it('keeps the stylesheet as it was', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-jkl.css">');
  });

  /** Runs the page's loader against stand-ins for the browser; says what it added and registered, and when. */
  function runLoader({ serviceWorkers = true } = {}) {
    const match = /<script data-entry="([^"]*)" data-preloads="([^"]*)">(.*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    const [, entry, preloads, loader] = match;
    const added = [];
    const registered = [];
    const listeners = new Map();
    const document = {
      createElement: (tag) => ({ tag }),
      head: { appendChild: (element) => added.push(element) },
      currentScript: { getAttribute: (name) => ({ 'data-entry': entry, 'data-preloads': preloads })[name] },
    };
    const navigator = serviceWorkers
      ? {
          serviceWorker: {
            register: (url, options) => {
              registered.push([url, options.scope]);
              return Promise.reject(new Error('Blocked in this browser'));
            },
          },
        }
      : {};
    let frame;
    const timers = [];
    new Function('requestAnimationFrame', 'setTimeout', 'document', 'navigator', 'addEventListener', loader)(
      (callback) => (frame = callback),
      (callback) => timers.push(callback),
      document,
      navigator,
      (type, listener) => listeners.set(type, listener),
    );
    return {
      added,
      registered,
      paint: () => frame(),
      runTimers: () => timers.forEach((callback) => callback()),
      load: () => listeners.get('load')?.(),
    };
  }

  it('adds the entry and every chunk it imports after the first frame', () => {
    const page = runLoader();
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual([]);
    page.runTimers();
    expect(
      page.added.map((element) => [element.tag, element.rel ?? element.type, element.href ?? element.src]),
    ).toEqual([
      ['link', 'modulepreload', '/assets/react-dom-def.js'],
      ['link', 'modulepreload', '/assets/Stack-ghi.js'],
      ['script', 'module', '/assets/index-abc.js'],
    ]);
  });

  it('registers the service worker at the load event, without waiting for the app’s code', () => {
    const page = runLoader();
    page.paint();
    expect(page.registered).toEqual([]);
    // A refusal (a browser that blocks service workers) is the app's to report, not an error here.
    page.load();
    expect(page.registered).toEqual([['/sw.js', '/']]);
  });

  it('still loads the app in a browser without service workers', () => {
    const page = runLoader({ serviceWorkers: false });
    page.load();
    page.paint();
    page.runTimers();
    expect(page.registered).toEqual([]);
    expect(page.added.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index-abc.js' });
  });

  it('writes the same loader text whatever the file names, so one hash in the policy allows it', () => {
    const other = deferEntryScript(TEMPLATE.replace(/-abc|-def|-ghi/g, '-zzz'));
    const loaderText = (page) => /<script data-entry[^>]*>(.*?)<\/script>/.exec(page)?.[1];
    expect(loaderText(other)).toBe(DEFERRED_LOADER);
    expect(loaderText(html)).toBe(DEFERRED_LOADER);
    expect(other).not.toBe(html);
  });

  it('leaves a page without an entry script alone', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(deferEntryScript(plain)).toBe(plain);
  });
});

describe('fillTemplate', () => {
  it('puts the page, its title and description in, with the deferred entry', () => {
    const html = fillTemplate(TEMPLATE, { html: '<h1>About</h1>', title: 'About · Hub', description: 'Who & why' });
    expect(html).toContain('<div id="root"><h1>About</h1></div>');
    expect(html).toContain('<title>About · Hub</title>');
    expect(html).toContain('<meta name="description" content="Who &amp; why" />');
    expect(html).not.toContain('<script type="module"');
  });

  it('adds an item page’s head tags to the head and its items’ JSON block to the body', () => {
    const head = '<meta property="og:title" content="Fixes" />';
    const data = '<script type="application/json" id="prerendered-items">{"posts":{"list":false,"items":[]}}</script>';
    const html = fillTemplate(TEMPLATE, {
      html: '<h1>Fixes</h1>',
      title: 'Fixes · Hub',
      description: 'Six',
      head,
      data,
    });
    expect(html.indexOf(head)).toBeGreaterThan(-1);
    expect(html.indexOf(head)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(data)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf(data)).toBeLessThan(html.indexOf('</body>'));
  });
});

describe('fillTemplate: the moment a page was drawn for', () => {
  it('marks the page with it, where the app reads it (src/hooks/use-page-clock.ts)', () => {
    const html = fillTemplate(TEMPLATE, {
      html: '<h1>Events</h1>',
      title: 'Events · Hub',
      description: undefined,
      drawnAt: '2026-12-01T23:59:00.000Z',
    });
    expect(html).toMatch(/<html data-drawn-at="2026-12-01T23:59:00.000Z">/);
  });
});

describe('notFoundPageHtml', () => {
  it('takes the sample address out of the not-found page', () => {
    const page = `<h1>Page Not Found</h1><p data-testid="error-message">Page not found: ${NOT_FOUND_SAMPLE_PATH}</p>`;
    expect(notFoundPageHtml(page)).toBe('<h1>Page Not Found</h1><p data-testid="error-message">Page not found.</p>');
  });

  it('fails the build when the page is not the not-found page', () => {
    expect(() => notFoundPageHtml('<h1>Home</h1>')).toThrow(/did not render/);
  });
});

describe('the organisation’s name from the site settings', () => {
  const shipped = { name: 'Thornbury Community Hub', shortName: 'Thornbury Hub' };

  it('keeps the shipped short name while the name is the shipped one', () => {
    expect(shortNameFor('Thornbury Community Hub', shipped)).toBe('Thornbury Hub');
  });

  it('uses a new name whole when it fits under an icon, else its first words, else its first letters', () => {
    expect(shortNameFor('Alveston Hub', shipped)).toBe('Alveston Hub');
    expect(shortNameFor('Olveston Parish Association', shipped)).toBe('Olveston');
    expect(shortNameFor('Thornbury and District Society', shipped)).toBe('Thornbury');
    expect(shortNameFor('Llanfairpwllgwyngyll Society', shipped)).toBe('Llanfairpwll');
  });

  it('names the installed app after the organisation and leaves the rest of the manifest alone', () => {
    const text = JSON.stringify({ name: shipped.name, short_name: shipped.shortName, start_url: '/?source=pwa' });
    const manifest = JSON.parse(manifestWithBrand(text, 'Olveston Parish Association'));
    expect(manifest).toEqual({
      name: 'Olveston Parish Association',
      short_name: 'Olveston',
      start_url: '/?source=pwa',
    });
    expect(JSON.parse(manifestWithBrand(text, shipped.name))).toEqual(JSON.parse(text));
  });

  it('puts the name, escaped, in the page template’s title and home-screen title', () => {
    const template = `<title>Thornbury Community Hub</title>\n<meta name="apple-mobile-web-app-title" content="Thornbury Hub" />`;
    expect(templateWithBrand(template, 'Friends & Neighbours <Olveston>', 'Friends')).toBe(
      `<title>Friends &amp; Neighbours &lt;Olveston&gt;</title>\n<meta name="apple-mobile-web-app-title" content="Friends" />`,
    );
  });
});

describe('prerenderPages', () => {
  it('logs a page that fails and a body shown as plain paragraphs, and carries on with the rest', async () => {
    let listener;
    const written = [];
    const logged = [];
    const count = await prerenderPages(['/', '/market/products/broken', '/market/products/deep', '/about'], {
      prerender: async (path) => {
        if (path === '/market/products/broken') throw new RangeError('Maximum call stack size exceeded');
        if (path === '/market/products/deep') listener?.('quotes or lists nest 3000 levels deep');
        return { html: path };
      },
      onMarkdownProblem: (next) => {
        listener = next;
      },
      write: (path) => written.push(path),
      log: (message) => logged.push(message),
    });
    expect(count).toBe(3);
    expect(written).toEqual(['/', '/market/products/deep', '/about']);
    expect(logged).toEqual([
      'Prerender: /market/products/broken could not be prerendered (Maximum call stack size exceeded); the app renders it when visited.',
      'Prerender: a Markdown body on /market/products/deep is shown as plain paragraphs: quotes or lists nest 3000 levels deep.',
    ]);
    expect(listener).toBeUndefined();
  });
});
