import type { ReactNode } from 'react';
import './lesson-card.css';

type Props = { href: string | null; cover: ReactNode; children: ReactNode };

/**
 * The shape of a lesson card for rows of other things (a purchase): the cover at the left, the text beside it; a
 * real link when the row opens a page.
 */
export function CardRow({ href, cover, children }: Props) {
  const content = (
    <>
      <span className="lesson-card__cover">{cover}</span>
      <span className="lesson-card__body">{children}</span>
    </>
  );
  return href ? (
    <a className="lesson-card" href={href}>
      {content}
    </a>
  ) : (
    <div className="lesson-card">{content}</div>
  );
}
