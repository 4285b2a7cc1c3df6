/** Elements kept (with only the attributes below); any other element is unwrapped, its text kept. */
const KEPT = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'h2', 'h3', 'h4', 'ul', 'ol', 'li']);
const KEPT_WITH_ATTRIBUTES = new Set(['blockquote', 'a', 'img']);
/** Elements dropped with everything inside: code, styles, embedded documents, form controls. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'button',
  'input',
  'form',
  'title',
  'link',
  'meta',
  'base',
  'audio',
  'video',
  'canvas',
]);

/** Control characters and whitespace browsers ignore inside a URL scheme (`java\tscript:`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here
const IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;

/**
 * `absolute`: http(s) or root-relative only (images); `link`: also relative paths and in-app hashes. Never another
 * scheme (javascript:, data:, vbscript:) nor protocol-relative `//host`, which would leave the app's origin silently.
 */
function safeUrl(raw: string, allow: 'absolute' | 'link'): string | null {
  const url = raw.replace(IGNORED_IN_URL, '');
  if (!url || url.startsWith('//') || url.includes('\\')) return null;
  if (/^https?:/i.test(url)) return raw.trim();
  if (/^[^/?#]*:/.test(url)) return null;
  if (allow === 'absolute' && !url.startsWith('/')) return null;
  return raw.trim();
}

function cleanElement(source: Element, doc: Document): Element | null {
  const name = source.localName;
  if (name === 'a') {
    const link = doc.createElement('a');
    const href = safeUrl(source.getAttribute('href') ?? '', 'link');
    if (href !== null) link.setAttribute('href', href);
    link.setAttribute('rel', 'noopener noreferrer nofollow');
    link.setAttribute('target', '_blank');
    return link;
  }
  if (name === 'img') {
    const src = safeUrl(source.getAttribute('src') ?? '', 'absolute');
    if (src === null) return null;
    const image = doc.createElement('img');
    image.setAttribute('src', src);
    image.setAttribute('alt', source.getAttribute('alt') ?? '');
    return image;
  }
  return doc.createElement(name);
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const name = element.localName;
    if (DROPPED.has(name)) continue;
    if (!KEPT.has(name) && !KEPT_WITH_ATTRIBUTES.has(name)) {
      copyChildren(element, to, doc);
      continue;
    }
    const clean = cleanElement(element, doc);
    if (!clean) continue;
    if (name !== 'img' && name !== 'br') copyChildren(element, clean, doc);
    to.appendChild(clean);
  }
}

/**
 * Lecturers' rich text made safe to render with innerHTML: parsed by the browser's own parser into an inert
 * <template> (nothing runs, nothing loads) and rebuilt from an allowlist — no scripts, event handlers, styles,
 * embedded frames or unsafe URLs survive. Links open in a new tab without referrer or opener.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const parsed = document.createElement('template');
  parsed.innerHTML = html;
  const clean = document.createElement('template');
  copyChildren(parsed.content, clean.content, clean.content.ownerDocument);
  return clean.innerHTML;
}
