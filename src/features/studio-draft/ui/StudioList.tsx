import type { ReactNode } from 'react';
import { buttonClassName } from '@/shared/ui/button';
import { Image } from '@/shared/ui/image';
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

type RowProps = {
  cover: string;
  name: string;
  /** Short facts under the name (state, kind, price…), each a span. */
  meta: ReactNode;
  /** The row's links and buttons. */
  actions: ReactNode;
  /** Under the actions: what went wrong with one of them. */
  children?: ReactNode;
  /** The row's id for the page and its tests (data-lesson-id, data-cate-id). */
  data: Record<`data-${string}`, number>;
};

/** A lesson or a column in its list: the cover, the name and facts, then what can be done with it. */
export function StudioListRow({ cover, name, meta, actions, children, data }: RowProps) {
  return (
    <li className="studio-list__row" {...data}>
      <div className="studio-list__head">
        <span className="studio-list__cover">
          <Image src={cover} alt="" displayWidth={120} />
        </span>
        <div className="studio-list__body">
          <h2 className="studio-list__name">{name}</h2>
          <p className="studio-list__meta">{meta}</p>
        </div>
      </div>
      <div className="studio-list__actions">{actions}</div>
      {children}
    </li>
  );
}
