import type { EventCallable } from 'effector';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { PageHeader } from '@/shared/ui/page-header';
import { BadLink } from './BadLink';

type Props = {
  /** data-page: the route's name. */
  page: string;
  title: string;
  query: Record<string, string>;
  /** The page's model opened with the link's query. */
  opened: EventCallable<Record<string, string>>;
  /** What is wrong with the link ('' for nothing): said instead of the page. */
  linkError: string;
  children: ReactNode;
};

/** A page reached by a link from outside (open/*): opened with the link's query; a bad link says what is wrong. */
export function OpenFrame({ page, title, query, opened, linkError, children }: Props) {
  const open = useUnit(opened);
  // By value: the shell may hand a new query object on each render.
  const queryKey = new URLSearchParams(query).toString();
  useEffect(() => {
    open(Object.fromEntries(new URLSearchParams(queryKey)));
  }, [open, queryKey]);
  return (
    <main className="open-page" data-page={page}>
      <PageHeader title={title} />
      {linkError ? <BadLink message={linkError} /> : children}
    </main>
  );
}
