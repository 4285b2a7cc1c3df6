import { staticPath } from '@/shared/config';

/**
 * Image CDN convention (docs/image-cdn.md). Images under the static host (`staticPath`: /mock-cdn in development
 * and test, https://static… in pre and production) are stored on Aliyun OSS, which resizes on the fly when the URL
 * carries an `x-oss-process` parameter:
 *
 *   <staticPath>/cover/lesson-3.jpg?x-oss-process=image/resize,w_750/quality,q_80
 *
 * - w_<n>: twice the CSS width the image is shown at (spec §9: 2x for retina phones), rounded up, at most 4096 (the
 *   largest width OSS resizes to). OSS keeps the aspect ratio (m_lfit, its default) and never enlarges a smaller
 *   original (limit_1, its default). Without a display width only quality is set.
 * - q_<n>: quality 80 by default, 1–100 (relative quality: only lowers what the original has).
 * - Left untouched: any other host, data: and blob: URLs, URLs that already carry x-oss-process (the server chose),
 *   and .svg files (vector, OSS cannot process them).
 * - An existing query string and #fragment are kept: the parameter is appended with & before the fragment.
 * - A root-relative static path (/mock-cdn) matches root-relative URLs only; an absolute static host also matches
 *   the protocol-relative form //static….
 */
export type CdnImageOptions = {
  /** CSS pixels the image is displayed at; the CDN is asked for twice that. */
  displayWidth?: number;
  /** 1–100, default 80. */
  quality?: number;
};

export const CDN_QUALITY = 80;
export const CDN_MAX_WIDTH = 4096;
const PROCESS_PARAM = 'x-oss-process';

export function cdnImageUrl(src: string, options: CdnImageOptions = {}, staticHost: string = staticPath): string {
  if (!src || !staticHost || !isUnderStaticHost(src, staticHost)) return src;
  const [beforeHash = '', hash] = splitOnce(src, '#');
  const [path = '', query] = splitOnce(beforeHash, '?');
  if (/\.svg$/i.test(path)) return src;
  if (query !== undefined && new URLSearchParams(query).has(PROCESS_PARAM)) return src;
  const separator = query === undefined ? '?' : query === '' ? '' : '&';
  const processed = `${beforeHash}${separator}${PROCESS_PARAM}=${processValue(options)}`;
  return hash === undefined ? processed : `${processed}#${hash}`;
}

function processValue({ displayWidth, quality = CDN_QUALITY }: CdnImageOptions): string {
  const q = Math.min(100, Math.max(1, Math.round(Number.isFinite(quality) ? quality : CDN_QUALITY)));
  const steps: string[] = [];
  if (displayWidth !== undefined && Number.isFinite(displayWidth) && displayWidth > 0)
    steps.push(`resize,w_${Math.min(CDN_MAX_WIDTH, Math.ceil(displayWidth * 2))}`);
  steps.push(`quality,q_${q}`);
  return `image/${steps.join('/')}`;
}

function isUnderStaticHost(src: string, staticHost: string): boolean {
  const host = staticHost.replace(/\/+$/, '');
  if (src.startsWith(`${host}/`)) return true;
  // https://static.x also serves //static.x/… (protocol-relative URLs found in older content).
  const bare = host.replace(/^https?:/i, '');
  return bare.startsWith('//') && src.startsWith(`${bare}/`);
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index === -1 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}
