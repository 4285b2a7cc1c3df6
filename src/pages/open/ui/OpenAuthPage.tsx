import { useUnit } from 'effector-react';
import { hrefTo, type PageProps } from '@/shared/routing';
import { $authError, $returnTo, authPageOpened } from '../model/auth-return';
import { OpenFrame } from './OpenFrame';
import './open.css';

/** open/auth/userInfo — reached with the profile authorised (the shell's login); goes on to `redirect`. */
export function OpenAuthPage({ title, query }: PageProps) {
  const [error, returnTo] = useUnit([$authError, $returnTo]);
  return (
    <OpenFrame page="open-auth-userinfo" title={title} query={query} opened={authPageOpened} linkError={error}>
      <p className="open-page__status" role="status">
        授权成功，正在返回…
        {returnTo && (
          <>
            <br />
            <a href={hrefTo(returnTo)}>没有跳转？点这里</a>
          </>
        )}
      </p>
    </OpenFrame>
  );
}
