/**
 * What a lecturer typed as a link, made into an href the sanitiser keeps: http(s) (a bare `example.com` gets
 * https://), tel:, mailto:, or an in-app `#/…` page. Anything else (javascript:, data:, a typo) is refused with null.
 */
export function normaliseLinkUrl(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^#\/\S*$/.test(text)) return text;
  if (/^tel:\+?[\d-]{3,20}$/i.test(text)) return text;
  if (/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(text)) return text;
  const withScheme = /^https?:\/\//i.test(text) ? text : /^[a-z][a-z0-9+.-]*:/i.test(text) ? null : `https://${text}`;
  if (!withScheme) return null;
  try {
    const url = new URL(withScheme);
    if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.')) return null;
    return withScheme;
  } catch {
    return null;
  }
}

/** An image address typed by the lecturer: http(s) or site-relative (`/…`); null otherwise. */
export function normaliseImageUrl(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text) || text.startsWith('//')) return null;
  if (text.startsWith('/')) return text;
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).hostname ? text : null;
  } catch {
    return null;
  }
}
