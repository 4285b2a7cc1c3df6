import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { hrefTo, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { $authError, $returnTo, authPageOpened } from '../model/auth-return';
import { BadLink } from './BadLink';
import './open.css';

/** open/auth/userInfo — reached with the profile authorised (the shell's login); goes on to `redirect`. */
export function OpenAuthPage({ title, query }: PageProps) {
  const [error, returnTo, opened] = useUnit([$authError, $returnTo, authPageOpened]);
  // By value: the shell may hand a new query object on each render.
  const queryKey = new URLSearchParams(query).toString();
  useEffect(() => {
    opened(Object.fromEntries(new URLSearchParams(queryKey)));
  }, [opened, queryKey]);
  return (
    <main className="open-page" data-page="open-auth-userinfo">
      <PageHeader title={title} />
      {error ? (
        <BadLink message={error} />
      ) : (
        <p className="open-page__status" role="status">
          授权成功，正在返回…
          {returnTo && (
            <>
              <br />
              <a href={hrefTo(returnTo)}>没有跳转？点这里</a>
            </>
          )}
        </p>
      )}
    </main>
  );
}
