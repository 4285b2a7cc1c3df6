import { useMemo } from 'react';
import { mediaSources } from '@/shared/config';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import './rich-content.css';

/** A lecturer's rich text (lesson, column, package), only ever rendered sanitised; nothing when it is empty. */
export function RichContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html, { mediaSources }), [html]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by an allowlist just above
  return <div className="wk-rich-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
