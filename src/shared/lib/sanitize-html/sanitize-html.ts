import { isAllowedMedia, mediaElement, mediaSource, withScheme } from './media';
import { sanitizeStyle } from './style';

/**
 * Lecturers' rich text made safe to render with innerHTML, keeping what a lecturer writes (the editor's, or an
 * article pasted from WeChat's editors: sections with their spacing, sizes, image widths, audio and video).
 *
 * The input is parsed by the browser's own parser into an inert <template> (nothing runs, nothing loads) and rebuilt
 * from an allowlist: fresh elements of the kept names, with only the attributes below, each value validated. No
 * event handler, script, style sheet, embedded document, form, SVG/MathML, `srcset`, CSS `url()`/`expression()`,
 * positioning or unsafe URL survives. The output is in the shape the rich-text editor writes (`style="a: b; c: d;"`,
 * link attributes in the order href, target, rel), so the editor's HTML passes through unchanged.
 */

export type SanitizeOptions = {
  /** Where audio and video may play from (see media.ts); other media become links. */
  mediaSources?: readonly string[];
};

/** Elements kept; their only attribute is a validated `style` (see STYLED). Any other element is unwrapped. */
const KEPT = new Set([
  'p',
  'div',
  'section',
  'figure',
  'figcaption',
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
  'video',
  'audio',
]);
/** Elements that never take a style attribute. */
const UNSTYLED = new Set(['br', 'hr', 'img', 'a', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'video', 'audio']);
/** Elements whose content is not kept (media: their fallback text and tracks). */
const VOID = new Set(['br', 'hr', 'img', 'video', 'audio']);

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

/**
 * An image's source: http(s) (protocol-relative `//host` read as https, as WeChat's https pages do), relative, or a
 * base64 PNG/JPEG/GIF/WebP `data:` URL (never SVG, never HTML).
 */
function safeSrc(raw: string): string | null {
  const squeezed = withScheme(raw.replace(IGNORED_IN_URL, ''));
  if (!squeezed || squeezed.startsWith('//') || squeezed.includes('\\')) return null;
  const scheme = SCHEME.exec(squeezed)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'http' || scheme === 'https') return withScheme(raw.trim());
  if (scheme === 'data' && DATA_IMAGE.test(squeezed)) return squeezed;
  return null;
}

const SPAN = /^[1-9]\d{0,2}$/;
/** An image's intrinsic size, kept so the page reserves its box (and its aspect) before it loads. */
const IMAGE_SIZE = /^[1-9]\d{0,3}$/;

/** Audio or video: played in place from an allowed source, else a link to it (an unsafe address: nothing). */
function cleanMedia(source: Element, doc: Document, sources: readonly string[]): Element | null {
  const kind = source.localName === 'video' ? 'video' : 'audio';
  const raw = withScheme(mediaSource(source).replace(IGNORED_IN_URL, ''));
  if (raw && isAllowedMedia(raw, sources)) return mediaElement(doc, kind, raw);
  const href = safeHref(raw);
  if (!href?.external) return null;
  const link = doc.createElement('a');
  link.setAttribute('href', href.url);
  link.setAttribute('target', '_blank');
  link.setAttribute('rel', 'noopener noreferrer');
  link.textContent = kind === 'video' ? '观看视频' : '收听音频';
  return link;
}

/** A fresh element for a kept source element, or null when it must go (an image without a safe source). */
function cleanElement(source: Element, doc: Document, sources: readonly string[]): Element | null {
  const name = source.localName;
  if (name === 'video' || name === 'audio') return cleanMedia(source, doc, sources);
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
    for (const attribute of ['width', 'height']) {
      const value = source.getAttribute(attribute)?.trim().replace(/px$/i, '');
      if (value && IMAGE_SIZE.test(value)) image.setAttribute(attribute, value);
    }
    const style = sanitizeStyle(source.getAttribute('style') ?? '', true);
    if (style) image.setAttribute('style', style);
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

function copyChildren(from: Node, to: Node, doc: Document, sources: readonly string[]): void {
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
    const clean = KEPT.has(name) ? cleanElement(element, doc, sources) : null;
    if (!clean) {
      // An unknown element or a link without a safe target: its content stays; unsafe media go.
      if (!VOID.has(name)) copyChildren(element, to, doc, sources);
      continue;
    }
    if (!VOID.has(name)) copyChildren(element, clean, doc, sources);
    to.appendChild(clean);
  }
}

/** The safe part of a lecturer's HTML (see the top of this file); `''` for empty input. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  if (!html) return '';
  const parsed = document.createElement('template');
  parsed.innerHTML = html;
  const clean = document.createElement('template');
  copyChildren(parsed.content, clean.content, clean.content.ownerDocument, options.mediaSources ?? []);
  return clean.innerHTML;
}
