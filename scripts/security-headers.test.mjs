import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFERRED_LOADER, fillTemplate } from './prerender.mjs';
import {
  buildOutputProblems,
  EMULATOR_SOURCES,
  hostingSecurityHeaders,
  inlineScriptProblems,
  inlineScripts,
  parseCsp,
  previewSecurityHeaders,
  REQUIRED_DIRECTIVES,
  scriptHash,
} from './security-headers.mjs';

const headers = hostingSecurityHeaders();
const policy = headers['Content-Security-Policy'];
const directives = parseCsp(policy);
const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe("firebase.json's security headers", () => {
  it('has a Content-Security-Policy with every required directive', () => {
    for (const [name, sources] of Object.entries(REQUIRED_DIRECTIVES)) {
      expect(directives.get(name), name).toEqual(sources);
    }
  });

  it('lets no script run that is not a file of the site, a hashed inline script or a named Google origin', () => {
    const scriptSources = directives.get('script-src');
    expect(scriptSources).toContain("'self'");
    // Google sign-in's helper script (apis.google.com) and App Check's reCAPTCHA; no wildcard, no data:.
    expect(
      scriptSources.filter((source) => source !== "'self'" && !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    ).toEqual(['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows the inline scripts of index.html and the deferred loader of prerendered pages by their hashes', () => {
    const scripts = inlineScripts(indexHtml);
    expect(scripts).toHaveLength(1);
    expect(directives.get('script-src')).toContain(scriptHash(scripts[0]));
    expect(directives.get('script-src')).toContain(scriptHash(DEFERRED_LOADER));
  });

  it('never lets production reach the local emulators', () => {
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('sends the other protections: no framing, no sniffing, a short referrer, and only geolocation here', () => {
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const features = Object.fromEntries(headers['Permissions-Policy'].split(/,\s*/).map((entry) => entry.split('=')));
    expect(features.geolocation).toBe('(self)');
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) expect(features[feature], feature).toBe('()');
  });
});

describe('the preview headers', () => {
  it('are the production headers for a build that uses a real project', () => {
    expect(previewSecurityHeaders(false)).toEqual(headers);
  });

  it('add only the emulators for an emulator build', () => {
    const preview = parseCsp(previewSecurityHeaders(true)['Content-Security-Policy']);
    for (const [name, sources] of directives) {
      expect(preview.get(name), name).toEqual([...sources, ...(EMULATOR_SOURCES[name] ?? [])]);
    }
  });
});

describe('inline scripts', () => {
  it('counts scripts that run, not files or data blocks (JSON-LD is never run, so CSP does not apply)', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/c.js"></script>' +
      '<script type="application/ld+json">{"@type":"Event"}</script><script type="application/json">[]</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('hashes a script as browsers do (the example in the CSP specification)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('names an inline script the policy does not allow', () => {
    const page = fillTemplate(indexHtml.replace('<div id="root"></div>', '<div id="root"></div><script>x()</script>'), {
      html: '',
      title: 'T',
      description: undefined,
    });
    expect(inlineScriptProblems(page, policy)).toEqual([
      `an inline script with hash ${scriptHash('x()')} is not in firebase.json's script-src`,
    ]);
  });
});

describe('buildOutputProblems', () => {
  let dir;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('finds source maps, comments pointing at them and inline scripts the policy does not allow', () => {
    dir = mkdtempSync(join(tmpdir(), 'build-output-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-abc.js'), 'run();\n//# sourceMappingURL=index-abc.js.map\n');
    writeFileSync(join(dir, 'assets', 'index-abc.js.map'), '{}');
    writeFileSync(join(dir, 'assets', 'clean-def.js'), 'run();\n');
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'bad.html'), '<script>evil()</script>');
    expect(buildOutputProblems(dir, policy).sort()).toEqual([
      `assets/index-abc.js points at a source map`,
      `assets/index-abc.js.map is a source map`,
      `bad.html: an inline script with hash ${scriptHash('evil()')} is not in firebase.json's script-src`,
    ]);
  });
});
