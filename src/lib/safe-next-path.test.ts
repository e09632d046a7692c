import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

/** What the sign-in page reads: the `next` value as the browser decodes it from the address. */
const fromAddress = (query: string) => new URLSearchParams(query).get('next');

describe('safeNextPath', () => {
  it.each([
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '//evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/%0a/evil.example',
    'evil.example',
    '',
  ])('sends %j to the default page', (next) => {
    expect(safeNextPath(next)).toBe('/');
    expect(safeNextPath(next, '/dashboard')).toBe('/dashboard');
  });

  it('refuses the hostile values as they arrive in the address, decoded', () => {
    for (const query of ['next=/%09/evil.example', 'next=%2F%2Fevil.example', 'next=/%5Cevil.example']) {
      expect(safeNextPath(fromAddress(query))).toBe('/');
    }
  });

  it('keeps a page of this site with its query and fragment', () => {
    expect(safeNextPath('/events?x=1#y')).toBe('/events?x=1#y');
    expect(safeNextPath('/dashboard/events?status=draft')).toBe('/dashboard/events?status=draft');
    expect(safeNextPath(fromAddress('next=%2Fevents%3Fx%3D1'))).toBe('/events?x=1');
  });

  it('gives the default for nothing at all', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined, '/dashboard')).toBe('/dashboard');
  });

  it('never returns an address a browser would read as another host', () => {
    for (const next of ['/./\\evil.example', '/..//evil.example', '/.//evil.example']) {
      const result = safeNextPath(next);
      expect(new URL(result, 'https://hub.example').origin).toBe('https://hub.example');
    }
  });
});
