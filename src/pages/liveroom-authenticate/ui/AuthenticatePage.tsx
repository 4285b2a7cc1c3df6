import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $viewerRoles } from '@/entities/user';
import { hrefTo, linkTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { useLeaveConfirm } from '@/shared/ui/leave-confirm';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import type { AuthType } from '../lib/validate';
import { $dirty, $view, authInfo, authOpened } from '../model/authenticate';
import { AuthForm } from './AuthForm';
import { AuthStatus } from './AuthStatus';
import './authenticate.css';

const TYPES: { type: AuthType; label: string }[] = [
  { type: 1, label: '个人认证' },
  { type: 2, label: '机构认证' },
];

/** mine/liveroom/authenticate/{type} — 实名认证: 1 个人, 2 机构. */
export default function AuthenticatePage({ params, title }: PageProps) {
  const type: AuthType = Number(params.type) === 2 ? 2 : 1;
  const [roles, view, dirty, opened] = useUnit([$viewerRoles, $view, $dirty, authOpened]);
  const { onBack: back } = useLeaveConfirm(dirty);
  useEffect(() => {
    if (roles.isLecturer) opened(type);
  }, [opened, type, roles.isLecturer]);
  // A new state (sent, rejected, verified) is read from the top.
  useEffect(() => {
    if (view !== 'form') window.scrollTo(0, 0);
  }, [view]);
  return (
    <main className="auth" data-page="liveroom-authenticate">
      <PageHeader title={title} onBack={back} />
      {!roles.isLecturer ? (
        <div className="auth__intro">
          <p>实名认证面向讲师。先申请成为讲师，再回来完成认证。</p>
          <a className={buttonClassName({ block: true })} href={hrefTo(linkToMine('join-index'))}>
            去申请入驻
          </a>
        </div>
      ) : (
        <ResourceView resource={authInfo} skeleton={<DetailSkeleton />}>
          {() =>
            view !== 'form' ? (
              <AuthStatus />
            ) : (
              <>
                <nav className="auth__types" aria-label="认证类型">
                  {TYPES.map((item) => (
                    <a
                      key={item.type}
                      className="auth__type"
                      href={hrefTo(linkToMine('liveroom-authenticate', { type: item.type }))}
                      aria-current={item.type === type ? 'page' : undefined}
                    >
                      {item.label}
                    </a>
                  ))}
                </nav>
                <AuthForm />
                <p className="auth__foot">
                  有疑问？<a href={hrefTo(linkTo('help-question'))}>查看常见问题</a>
                </p>
              </>
            )
          }
        </ResourceView>
      )}
    </main>
  );
}
