/**
 * Audio and video in lecturers' rich text. They play only from the sources the app allows (its own static host:
 * `mediaSources` of shared/config), over https or from the page's own origin, through the browser's own controls,
 * never by themselves (no autoplay, nothing loaded before a tap). Media from anywhere else becomes a link.
 */

const BASE = 'https://same-origin.invalid';

/** `//host/…` as the page would read it in WeChat (an https page): https. */
export function withScheme(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url;
}

/** Whether `url` lies under one of `sources` (`https://host/path/` or a root-relative `/path/` of this origin). */
export function isAllowedMedia(url: string, sources: readonly string[]): boolean {
  if (url.includes('\\')) return false;
  let target: URL;
  try {
    target = new URL(url, BASE);
  } catch {
    return false;
  }
  return sources.some((source) => {
    if (source.startsWith('/') && !source.startsWith('//')) {
      return target.origin === BASE && !/^[a-z][a-z0-9+.-]*:/i.test(url) && target.pathname.startsWith(source);
    }
    let allowed: URL;
    try {
      allowed = new URL(source);
    } catch {
      return false;
    }
    return (
      allowed.protocol === 'https:' &&
      target.protocol === 'https:' &&
      target.host === allowed.host &&
      target.pathname.startsWith(allowed.pathname)
    );
  });
}

/** The source of a `<video>`/`<audio>`: its own `src`, else its first `<source>` child's. */
export function mediaSource(element: Element): string {
  const own = element.getAttribute('src')?.trim();
  if (own) return own;
  for (const child of Array.from(element.children)) {
    const src = child.localName === 'source' ? child.getAttribute('src')?.trim() : '';
    if (src) return src;
  }
  return '';
}

/** A playable element: native controls, nothing loads or plays before a tap, inline on phones. */
export function mediaElement(doc: Document, kind: 'video' | 'audio', src: string): Element {
  const media = doc.createElement(kind);
  media.setAttribute('src', src);
  media.setAttribute('controls', '');
  media.setAttribute('preload', 'none');
  if (kind === 'video') media.setAttribute('playsinline', '');
  return media;
}
