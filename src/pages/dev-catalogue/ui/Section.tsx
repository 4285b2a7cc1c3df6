import type { ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="dev-catalogue__section" aria-label={title}>
      <h2 className="dev-catalogue__heading">{title}</h2>
      {children}
    </section>
  );
}

/** One labelled state of a widget. */
export function Demo({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dev-catalogue__demo">
      <p className="dev-catalogue__label">{label}</p>
      {children}
    </div>
  );
}
