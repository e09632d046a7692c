/**
 * The one sanitiser configuration for HTML made from Markdown (issue 17), used at build time
 * (scripts/markdown-html-plugin.mjs, for the texts that ship with the app) and at run time and in the
 * prerender (src/components/markdown.tsx, for editors' and owners' content). Plain JavaScript with a
 * .d.mts beside it, so Node scripts import it without a build step.
 *
 * On top of DOMPurify's HTML profile (no scripts, no event handlers, no SVG or MathML): no form
 * controls, which could ask for a password on the site's own page; no `style` attributes or elements,
 * which could lay a fake page over the real one (`position: fixed`); no frames, embeds or `<base>`;
 * links and sources only to web, mail and phone addresses or this site; no `data:` anywhere; pictures only
 * from this site and its Storage (others become links).
 */

export const FORBIDDEN_TAGS = Object.freeze([
  // Form controls and their parts.
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'optgroup',
  'datalist',
  'fieldset',
  'legend',
  'label',
  'output',
  'meter',
  'progress',
  'keygen',
  'selectedcontent',
  // Styles and what changes the page around the content.
  'style',
  'link',
  'meta',
  'base',
  'title',
  // Other documents and active content.
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'template',
  'slot',
  'dialog',
  'svg',
  'math',
  'marquee',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
]);

export const FORBIDDEN_ATTRIBUTES = Object.freeze([
  'style',
  'form',
  'formaction',
  'formmethod',
  'formenctype',
  'formtarget',
  'formnovalidate',
  'action',
  'method',
  'autofocus',
  'contenteditable',
  'popover',
  'popovertarget',
  'popovertargetaction',
  'target',
  'ping',
  'srcset',
  'background',
  'poster',
  'dynsrc',
  'lowsrc',
  'xmlns',
]);

/** Attributes that hold an address. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'cite', 'longdesc', 'usemap', 'action', 'formaction']);

/**
 * An address allowed in content: http(s), mailto and tel, a fragment, or a path on this site (not
 * `//host` or `/\host`, which leave it). Tested with whitespace and control characters removed, as
 * browsers ignore them (`java&#9;script:`).
 */
const SAFE_ADDRESS = /^(?:https?:|mailto:|tel:|#|\?|\/(?![/\\])|\.{1,2}\/|[^:/?#\\]+(?:[/?#]|$))/i;
// eslint-disable-next-line no-control-regex -- what browsers drop from addresses.
const IGNORED_IN_ADDRESSES = /[\u0000-\u0020\u007F-\u009F\u00AD\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060\uFEFF]/g;

/** Whether `value` is an address content may link to or load. */
export function isSafeContentAddress(value) {
  return SAFE_ADDRESS.test(String(value).replace(IGNORED_IN_ADDRESSES, ''));
}

/** Code blocks keep `language-…` for highlighting; other classes could borrow the site's own styles. */
const SAFE_CLASS = /^language-[\w-]{1,40}$/;

export const SANITIZE_CONFIG = Object.freeze({
  USE_PROFILES: { html: true },
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // `id` and `name` cannot shadow the page's own globals (DOM clobbering): they get a `user-content-` prefix.
  SANITIZE_NAMED_PROPS: true,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  KEEP_CONTENT: true,
});

/** The checks DOMPurify has no option for: addresses (no `data:` even in images) and classes. */
function attributeHook(_node, data) {
  const name = data.attrName;
  if (URL_ATTRIBUTES.has(name) && !isSafeContentAddress(data.attrValue)) {
    data.keepAttr = false;
  } else if (name === 'class') {
    const kept = data.attrValue.split(/\s+/).filter((item) => SAFE_CLASS.test(item));
    if (kept.length === 0) data.keepAttr = false;
    else data.attrValue = kept.join(' ');
  }
}

/**
 * Whether a picture at `value` (an address the checks above allowed) loads from this site (a relative
 * address, or one starting with `sources.siteOrigin`) or from one of `sources.storage`, the app's Storage
 * bucket, whose download addresses are `origin/v0/b/bucket/o/…`. Compared as text, as `new URL` for each
 * of thousands of pictures took tens of milliseconds; an address written unusually (upper-case host,
 * `..` or `%2e` in its path, a backslash) counts as from elsewhere and becomes a link.
 */
export function isSitePictureAddress(value, sources) {
  const address = String(value).replace(IGNORED_IN_ADDRESSES, '');
  if (/\/\.|%2e|\\/i.test(address)) return false;
  if (!/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(address)) return true;
  return (
    address.startsWith(`${sources.siteOrigin}/`) ||
    sources.storage.some(({ origin, bucket }) => address.startsWith(`${origin}/v0/b/${bucket}/o/`))
  );
}

/**
 * A picture from another host would tell it who reads the page (a tracking pixel): it becomes a link
 * to the picture, named by its alternative text (or its address), which the reader may follow.
 */
function pictureToLink(node, sources) {
  if (node.nodeName !== 'IMG') return;
  const src = node.getAttribute('src');
  if (src === null || isSitePictureAddress(src, sources)) return;
  const name = node.getAttribute('alt')?.trim() || src;
  // Inside a link already, the name alone: a link in a link would be split by the next parse.
  if (node.parentNode?.closest?.('a')) {
    node.replaceWith(node.ownerDocument.createTextNode(name));
    return;
  }
  const link = node.ownerDocument.createElement('a');
  link.setAttribute('href', src);
  link.textContent = name;
  node.replaceWith(link);
}

/**
 * A sanitiser: `createDOMPurify` is DOMPurify's default export (a factory), `window` the DOM to use
 * (the browser's, or jsdom's in Node). Each call makes its own DOMPurify instance with the hooks, so
 * nothing else that uses DOMPurify is changed. `pictureSources` says where pictures may load from
 * (src/components/markdown.tsx); without it, only from the site itself.
 */
export function createHtmlSanitizer(createDOMPurify, window, pictureSources) {
  const purify = createDOMPurify(window);
  const sources = pictureSources ?? { siteOrigin: siteOriginOf(window), storage: [] };
  purify.addHook('uponSanitizeAttribute', attributeHook);
  purify.addHook('afterSanitizeAttributes', (node) => pictureToLink(node, sources));
  return (html) => purify.sanitize(html, { ...SANITIZE_CONFIG });
}

/** The window's origin; a made-up one for a window without an http(s) address (jsdom's default). */
function siteOriginOf(window) {
  const origin = window.location?.origin;
  return origin && /^https?:/.test(origin) ? origin : 'https://site.invalid';
}
