import { describe, expect, it } from 'vitest';
import { absoluteSafeUrl, isSafeUrl } from './safe-url';

describe('isSafeUrl (the shared address policy)', () => {
  it.each([
    'https://images.example/hall.jpg',
    'http://images.example/hall.jpg?w=1200#top',
    'HTTPS://IMAGES.EXAMPLE/x.png',
    'https://127.0.0.1:8080/x.png',
    '/images/x.png',
    '/',
  ])('accepts %j', (value) => {
    expect(isSafeUrl(value)).toBe(true);
  });

  it.each([
    'http://[',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'x.png',
    './x.png',
    'https://',
    'https:///x.png',
    'https:evil.example',
    'ftp://files.example/x.png',
    'https://hub.example/a b.png',
    'https://hub.example/\tx.png',
    '/images/x.png\n',
    '/images/\u202Ex.png',
    '',
    // Hosts firestore.rules refuses, so the editor refuses them first.
    'https://user@evil.example/x.png',
    'https://[::1]/x.png',
    'https://under_score.example/x.png',
  ])('refuses %j', (value) => {
    expect(isSafeUrl(value)).toBe(false);
  });
});

describe('absoluteSafeUrl', () => {
  it('makes a safe address absolute and gives null for the rest, never throwing', () => {
    expect(absoluteSafeUrl('/images/x.png', 'https://hub.example')).toBe('https://hub.example/images/x.png');
    expect(absoluteSafeUrl('https://cdn.example/x.png', 'https://hub.example')).toBe('https://cdn.example/x.png');
    expect(absoluteSafeUrl('http://[', 'https://hub.example')).toBeNull();
    expect(absoluteSafeUrl('javascript:alert(1)', 'https://hub.example')).toBeNull();
    expect(absoluteSafeUrl(null, 'https://hub.example')).toBeNull();
  });
});

describe('hosts browsers refuse, which firestore.rules refuses too (issue 25)', () => {
  it.each([
    'http://1.2.3.4.5/',
    'http://xn--/',
    'https://xn--80ak6aa92e.com/',
    'https://shop.XN--p1ai/',
    'http://256.1.1.1/',
    'http://a.1/',
    'http://0x1f/',
    'https://example.org:65536/',
    'https://example.org:99999',
  ])('refuses %j', (value) => {
    expect(isSafeUrl(value)).toBe(false);
  });

  it.each([
    'http://192.168.0.1:8080/x',
    'https://example.org:65535/',
    'https://bücher.example/',
    'https://1a.example/',
  ])('accepts %j', (value) => {
    expect(isSafeUrl(value)).toBe(true);
  });
});
