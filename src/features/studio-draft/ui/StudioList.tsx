import type { ReactNode } from 'react';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import './studio-list.css';

type Props = {
  page: string;
  title: string;
  /** The 新建 link above the list. */
  addHref: string;
  addLabel: string;
  /** Said above the list when a form sent the lecturer here after a save (the `saved` query). */
  notice: string | null;
  children: ReactNode;
};

/** The studio's lesson and column lists: the header, the 新建 link, the notice after a save, then the list. */
export function StudioList({ page, title, addHref, addLabel, notice, children }: Props) {
  return (
    <main className="studio-list" data-page={page}>
      <PageHeader title={title} />
      <div className="studio-list__top">
        <a className={buttonClassName({ block: true })} href={addHref}>
          {addLabel}
        </a>
        {notice && (
          <p className="studio-list__notice" role="status">
            {notice}
          </p>
        )}
      </div>
      {children}
    </main>
  );
}
