/**
 * Lecturers' rich text made safe to render with innerHTML, keeping what a lecturer writes (issue 15 item 8).
 *
 * The input is parsed by the browser's own parser into an inert <template> (nothing runs, nothing loads) and rebuilt
 * from an allowlist: fresh elements of the kept names, with only the attributes below, each value validated. No
 * event handler, script, style sheet, embedded document, form, SVG/MathML, `srcset`, CSS `url()`/`expression()` or
 * unsafe URL survives. The output is in the shape the rich-text editor writes (`style="a: b; c: d;"`, link attributes
 * in the order href, target, rel), so the editor's HTML passes through unchanged.
 */

/** Elements kept; their only attribute is a validated `style` (see STYLED). Any other element is unwrapped. */
const KEPT = new Set([
  'p',
  'div',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'span',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
]);
/** Elements that never take a style attribute. */
const UNSTYLED = new Set(['br', 'hr', 'img', 'a', 'table', 'thead', 'tbody', 'tfoot', 'tr']);
/** Elements without content. */
const VOID = new Set(['br', 'hr', 'img']);

/** Elements dropped with everything inside: code, styles, embedded documents, form controls, foreign content. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'button',
  'input',
  'form',
  'title',
  'link',
  'meta',
  'base',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'portal',
]);

/** Control characters and whitespace browsers ignore inside a URL scheme (`java\tscript:`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;
const SCHEME = /^([^/?#]*):/;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i;

type UrlKind = { url: string; external: boolean };

/**
 * A link's target: http(s) (external), mailto:, tel:, root- or path-relative, in-app `#/…`. Never another scheme
 * (javascript:, vbscript:, data:, file:…), never protocol-relative `//host` or a backslash (`/\host`), which would leave
 * the app's origin silently. Entities are already decoded by the parser; whitespace and control characters a
 * browser skips inside the scheme are removed before deciding.
 */
function safeHref(raw: string): UrlKind | null {
  const squeezed = raw.replace(IGNORED_IN_URL, '');
  if (!squeezed || squeezed.startsWith('//') || squeezed.includes('\\')) return null;
  const scheme = SCHEME.exec(squeezed)?.[1]?.toLowerCase();
  if (scheme === undefined) return { url: raw.trim(), external: false };
  if (scheme === 'http' || scheme === 'https') return { url: raw.trim(), external: true };
  if (scheme === 'mailto' || scheme === 'tel') return { url: raw.trim(), external: false };
  return null;
}

/** An image's source: http(s), relative, or a base64 PNG/JPEG/GIF/WebP `data:` URL (never SVG, never HTML). */
function safeSrc(raw: string): string | null {
  const squeezed = raw.replace(IGNORED_IN_URL, '');
  if (!squeezed || squeezed.startsWith('//') || squeezed.includes('\\')) return null;
  const scheme = SCHEME.exec(squeezed)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'http' || scheme === 'https') return raw.trim();
  if (scheme === 'data' && DATA_IMAGE.test(squeezed)) return squeezed;
  return null;
}

// CSS named colours (CSS Color 4), plus transparent and currentcolor.
const COLOR_NAMES = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
    'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
    'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
    'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue ' +
    'lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
    'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange ' +
    'orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna ' +
    'silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet ' +
    'wheat white whitesmoke yellow yellowgreen transparent currentcolor'
  ).split(' '),
);
const NUMBER = String.raw`\d{1,3}(?:\.\d+)?%?`;
const ALPHA = String.raw`(?:0|1|0?\.\d+|\d{1,3}%)`;
const RGB = new RegExp(String.raw`^rgb\(\s*${NUMBER}\s*,\s*${NUMBER}\s*,\s*${NUMBER}\s*\)$`, 'i');
const RGBA = new RegExp(String.raw`^rgba\(\s*${NUMBER}\s*,\s*${NUMBER}\s*,\s*${NUMBER}\s*,\s*${ALPHA}\s*\)$`, 'i');
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const isColor = (value: string) =>
  HEX.test(value) || RGB.test(value) || RGBA.test(value) || COLOR_NAMES.has(value.toLowerCase());

const STYLE_RULES: Record<string, (value: string) => boolean> = {
  color: isColor,
  'background-color': isColor,
  'text-align': (value) => /^(left|right|center|justify|start|end)$/i.test(value),
  'font-weight': (value) => /^(normal|bold|bolder|lighter|[1-9]00)$/i.test(value),
  'font-style': (value) => /^(normal|italic|oblique)$/i.test(value),
  'text-decoration': (value) =>
    /^(none|(underline|line-through|overline)( (underline|line-through|overline)){0,2})$/i.test(value),
};

/**
 * The allowed declarations of an inline style, as `property: value;` joined by a space (the editor's and the browser's own form). A
 * declaration with anything else (an unknown property, `!important`, a function other than rgb()/rgba(), a comment,
 * an escape) is dropped; the values' strict shapes leave no room for url() or expression().
 */
export function sanitizeStyle(style: string): string {
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s+/g, ' ');
    // biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is missing in Chrome < 93 and iOS < 15.4
    const rule = Object.prototype.hasOwnProperty.call(STYLE_RULES, property) ? STYLE_RULES[property] : undefined;
    if (rule?.(value)) {
      kept.delete(property);
      kept.set(property, value);
    }
  }
  return Array.from(kept, ([property, value]) => `${property}: ${value};`).join(' ');
}

const SPAN = /^[1-9]\d{0,2}$/;

/** A fresh element for a kept source element, or null when it must go (an image without a safe source). */
function cleanElement(source: Element, doc: Document): Element | null {
  const name = source.localName;
  if (name === 'a') {
    const link = doc.createElement('a');
    const href = safeHref(source.getAttribute('href') ?? '');
    if (href === null) return null;
    link.setAttribute('href', href.url);
    if (href.external) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
    return link;
  }
  if (name === 'img') {
    const src = safeSrc(source.getAttribute('src') ?? '');
    if (src === null) return null;
    const image = doc.createElement('img');
    image.setAttribute('src', src);
    for (const attribute of ['alt', 'title']) {
      const value = source.getAttribute(attribute);
      if (value !== null) image.setAttribute(attribute, value);
    }
    return image;
  }
  const element = doc.createElement(name);
  if (name === 'td' || name === 'th')
    for (const attribute of ['colspan', 'rowspan']) {
      const value = source.getAttribute(attribute)?.trim();
      if (value && SPAN.test(value)) element.setAttribute(attribute, value);
    }
  if (name === 'ol') {
    const start = source.getAttribute('start')?.trim();
    if (start && /^-?\d{1,6}$/.test(start)) element.setAttribute('start', start);
  }
  if (!UNSTYLED.has(name)) {
    const style = sanitizeStyle(source.getAttribute('style') ?? '');
    if (style) element.setAttribute('style', style);
  }
  return element;
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    // Only HTML elements are kept: anything in the SVG/MathML namespace (its parser rules differ) goes whole.
    if (element.namespaceURI !== null && element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    const name = element.localName;
    if (DROPPED.has(name)) continue;
    const clean = KEPT.has(name) ? cleanElement(element, doc) : null;
    if (!clean) {
      // An unknown element or a link without a safe target: its content stays; an unsafe image goes.
      if (name !== 'img') copyChildren(element, to, doc);
      continue;
    }
    if (!VOID.has(name)) copyChildren(element, clean, doc);
    to.appendChild(clean);
  }
}

/** The safe part of a lecturer's HTML (see the top of this file); `''` for empty input. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const parsed = document.createElement('template');
  parsed.innerHTML = html;
  const clean = document.createElement('template');
  copyChildren(parsed.content, clean.content, clean.content.ownerDocument);
  return clean.innerHTML;
}
