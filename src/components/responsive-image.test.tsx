// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  IMAGE_SIZES,
  ResponsiveImage,
  responsiveImageAttributes,
  type ResponsiveImageSource,
} from './responsive-image';

const STORAGE = 'https://firebasestorage.googleapis.com/v0/b/demo-community.appspot.com/o';
const LARGE = `${STORAGE}/images%2Fevents%2Fe1%2Fu1.webp?alt=media&token=a`;
const SMALL = `${STORAGE}/images%2Fevents%2Fe1%2Fu1-small.webp?alt=media&token=b`;

const smallCopy = { path: 'images/events/e1/u1-small.webp', url: SMALL, width: 640, height: 427 };
const uploaded: ResponsiveImageSource = {
  url: LARGE,
  alt: 'Stalls on the High Street',
  width: 2048,
  height: 1365,
  small: smallCopy,
};

/** A picture typed as an address before uploads existed (the seed's kind): no small copy. */
const seedImage: ResponsiveImageSource = { url: '/images/fair.jpg', alt: 'The fair', width: 1200, height: 800 };

function renderImage(props: Parameters<typeof ResponsiveImage>[0]): HTMLImageElement | null {
  const { container } = render(<ResponsiveImage {...props} />);
  return container.querySelector('img');
}

describe('ResponsiveImage', () => {
  afterEach(cleanup);

  it('offers the small and large files by their real widths, and the small one as the fallback in cards', () => {
    const img = renderImage({ image: uploaded, sizes: IMAGE_SIZES.card, prefer: 'small' });
    expect(img?.getAttribute('srcset')).toBe(`${SMALL} 640w, ${LARGE} 2048w`);
    expect(img?.getAttribute('sizes')).toBe(IMAGE_SIZES.card);
    expect(img?.getAttribute('src')).toBe(SMALL);
    expect(img?.getAttribute('alt')).toBe('Stalls on the High Street');
  });

  it('has the large file as the fallback on an item’s page', () => {
    const img = renderImage({ image: uploaded, sizes: IMAGE_SIZES.detail, prefer: 'large', priority: true });
    expect(img?.getAttribute('src')).toBe(LARGE);
    expect(img?.getAttribute('sizes')).toBe(IMAGE_SIZES.detail);
  });

  it('keeps its space before the file arrives: explicit width and height of the large file', () => {
    const img = renderImage({ image: uploaded, sizes: IMAGE_SIZES.card, prefer: 'small' });
    expect(img?.getAttribute('width')).toBe('2048');
    expect(img?.getAttribute('height')).toBe('1365');
    // Without a box from the caller it never grows past the column, and its height follows its width.
    expect(img?.style.maxWidth).toBe('100%');
    expect(img?.style.height).toBe('auto');
  });

  it('waits until it is near the screen, unless it is the page’s main picture', () => {
    const card = renderImage({ image: uploaded, sizes: IMAGE_SIZES.card, prefer: 'small' });
    expect(card?.getAttribute('loading')).toBe('lazy');
    expect(card?.getAttribute('decoding')).toBe('async');
    expect(card?.getAttribute('fetchpriority')).toBeNull();
    cleanup();
    const main = renderImage({ image: uploaded, sizes: IMAGE_SIZES.detail, prefer: 'large', priority: true });
    expect(main?.getAttribute('loading')).toBe('eager');
    expect(main?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows nothing for a picture whose upload is waiting', () => {
    const waiting = { ...uploaded, url: '', small: { ...smallCopy, url: '' } };
    expect(renderImage({ image: waiting, sizes: IMAGE_SIZES.card, prefer: 'small' })).toBeNull();
    // The small copy alone uploaded: still waiting, as the large one is what the page links to.
    expect(renderImage({ image: { ...uploaded, url: '' }, sizes: IMAGE_SIZES.card, prefer: 'small' })).toBeNull();
    expect(renderImage({ image: null, sizes: IMAGE_SIZES.card, prefer: 'small' })).toBeNull();
  });

  it('uses the large file alone while the small copy waits, or when there is none (seed pictures)', () => {
    const smallWaiting = { ...uploaded, small: { ...smallCopy, url: '' } };
    const img = renderImage({ image: smallWaiting, sizes: IMAGE_SIZES.card, prefer: 'small' });
    expect(img?.getAttribute('src')).toBe(LARGE);
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.hasAttribute('sizes')).toBe(false);
    cleanup();
    const seed = renderImage({ image: seedImage, sizes: IMAGE_SIZES.card, prefer: 'small' });
    expect(seed?.getAttribute('src')).toBe('/images/fair.jpg');
    expect(seed?.getAttribute('width')).toBe('1200');
    expect(seed?.getAttribute('height')).toBe('800');
    expect(seed?.hasAttribute('srcset')).toBe(false);
  });

  it('never shows an address the shared policy refuses', () => {
    const unsafe = { ...uploaded, url: 'javascript:alert(1)' };
    expect(renderImage({ image: unsafe, sizes: IMAGE_SIZES.card, prefer: 'small' })).toBeNull();
    const unsafeSmall = { ...uploaded, small: { ...smallCopy, url: 'data:image/png;base64,AAAA' } };
    const img = renderImage({ image: unsafeSmall, sizes: IMAGE_SIZES.card, prefer: 'small' });
    expect(img?.getAttribute('src')).toBe(LARGE);
    expect(img?.getAttribute('srcset')).toBeNull();
  });

  it('keeps a comma in an address part of that address in srcset', () => {
    const comma = { ...uploaded, url: '/images/a,b.jpg' };
    expect(responsiveImageAttributes(comma, 'large')?.srcSet).toBe(`${SMALL} 640w, /images/a%2Cb.jpg 2048w`);
  });

  it('takes a decorative empty description and the caller’s box', () => {
    const img = renderImage({
      image: uploaded,
      sizes: '56px',
      prefer: 'small',
      alt: '',
      style: { width: 56, height: 56, objectFit: 'contain' },
    });
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.style.width).toBe('56px');
    expect(img?.style.objectFit).toBe('contain');
  });

  it('prerenders the same attributes, with the loading hints before the addresses', () => {
    const html = renderToString(<ResponsiveImage image={uploaded} sizes={IMAGE_SIZES.card} prefer="small" />);
    expect(html).toMatch(/^<img loading="lazy" decoding="async" sizes="[^"]+" srcSet="[^"]+" src="[^"]+"/);
    expect(html).toContain('width="2048" height="1365"');
  });
});
