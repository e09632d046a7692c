import type { CSSProperties } from 'react';
import { isSafeUrl } from '@/lib/safe-url';

/**
 * How wide a picture is shown, for the browser to pick a file before layout (`sizes`). The shell: content
 * at most 72rem wide, beside a 17rem side menu from 48em, with 1rem of padding each side.
 */
export const IMAGE_SIZES = {
  /** A card in a grid of one (phones), two (from 48em) or three (from 75em) columns. */
  card: '(min-width: 75em) 24rem, (min-width: 48em) calc((100vw - 20rem) / 2), 100vw',
  /** The main picture of an item's page: the whole content column. */
  detail: '(min-width: 91em) 72rem, (min-width: 48em) calc(100vw - 19rem), 100vw',
} as const;

/** A picture as content saves it (imageSchema in src/collections/content-schema.ts), by its shape. */
export interface ResponsiveImageSource {
  url: string;
  alt: string;
  width: number;
  height: number;
  small?: { url: string; width: number; height: number } | undefined;
}

interface ResponsiveImageProps {
  image: ResponsiveImageSource | null | undefined;
  /** What width the picture is shown at (IMAGE_SIZES, or a fixed `56px` for a logo). */
  sizes: string;
  /**
   * `small` for cards and lists: the small file is the fallback `src`. `large` for an item's page.
   * Either way a browser that reads `srcset` picks by `sizes` and the screen's density.
   */
  prefer: 'small' | 'large';
  /** The main picture at the top of a page: fetched at once and first. Everything else waits until near. */
  priority?: boolean;
  /** `''` for a picture that only decorates (its name is beside it); the saved description otherwise. */
  alt?: string;
  /** The box the picture is drawn in; without one it keeps its own shape and never grows past its width. */
  style?: CSSProperties;
  className?: string;
}

export interface ResponsiveImageAttributes {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/** A comma ends a candidate in `srcset`: written escaped, it stays part of the address. */
const srcsetUrl = (url: string) => url.replace(/,/g, '%2C');

/**
 * The files and size a picture is drawn from, or null when there is nothing to show: a picture still
 * waiting for its upload (`url` is empty), or an address the shared policy refuses (one saved before the
 * check). The small copy is offered only once it is uploaded and safe; `width`/`height` are the large
 * file's, which the small one shares the shape of, so the page keeps its space before the file arrives.
 */
export function responsiveImageAttributes(
  image: ResponsiveImageSource | null | undefined,
  prefer: 'small' | 'large',
): ResponsiveImageAttributes | null {
  if (!image || !isSafeUrl(image.url)) return null;
  const { width, height } = image;
  const small = image.small && isSafeUrl(image.small.url) && image.small.url !== image.url ? image.small : null;
  if (!small) return { src: image.url, width, height };
  return {
    src: prefer === 'small' ? small.url : image.url,
    srcSet: `${srcsetUrl(small.url)} ${small.width}w, ${srcsetUrl(image.url)} ${width}w`,
    width,
    height,
  };
}

/**
 * Every public picture: the small and large files offered by their real widths, explicit width and
 * height (no layout shift while it loads), lazy unless it is the page's main picture, and nothing at
 * all while its upload waits.
 */
export function ResponsiveImage({
  image,
  sizes,
  prefer,
  priority = false,
  alt,
  style,
  className,
}: ResponsiveImageProps) {
  const attributes = responsiveImageAttributes(image, prefer);
  if (!image || !attributes) return null;
  return (
    <img
      // Loading hints before the addresses, so no browser starts fetching before it reads them.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sizes={attributes.srcSet ? sizes : undefined}
      srcSet={attributes.srcSet}
      src={attributes.src}
      alt={alt ?? image.alt}
      width={attributes.width}
      height={attributes.height}
      className={className}
      style={style ?? { display: 'block', maxWidth: '100%', height: 'auto' }}
    />
  );
}
