import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  /** The full listing (a hash href), shown as 更多. */
  moreHref?: string;
  children: ReactNode;
};

/** A titled block of the home screen. */
export function SectionShell({ title, moreHref, children }: Props) {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 className="home-section__title" id={headingId}>
          {title}
        </h2>
        {moreHref && (
          <a className="home-section__more" href={moreHref}>
            更多<span className="visually-hidden">{title}</span>
          </a>
        )}
      </div>
      {children}
    </section>
  );
}
