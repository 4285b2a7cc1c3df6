import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';

/** The lecturer's rich text, only ever rendered sanitised. */
export function RichContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by an allowlist just above
  return <div className="lesson-play__content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
