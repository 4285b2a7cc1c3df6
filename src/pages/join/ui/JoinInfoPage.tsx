import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $viewerRoles } from '@/entities/user';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { useLeaveConfirm } from '@/shared/ui/leave-confirm';
import { PageHeader } from '@/shared/ui/page-header';
import { $applied, $dirty, joinOpened } from '../model/join-form';
import { JoinForm } from './JoinForm';
import './join.css';

/** mine/join/info — the application. Approval is immediate (docs/api.md); then 实名认证 comes next. */
export default function JoinInfoPage({ title }: PageProps) {
  const [roles, applied, dirty, opened] = useUnit([$viewerRoles, $applied, $dirty, joinOpened]);
  const { onBack: back } = useLeaveConfirm(dirty);
  useEffect(() => {
    opened();
  }, [opened]);
  useEffect(() => {
    if (applied) window.scrollTo(0, 0);
  }, [applied]);
  return (
    <main className="join" data-page="join-info">
      <PageHeader title={title} onBack={back} />
      {applied ? (
        <section className="join__card join__result" aria-live="polite">
          <h2 className="join__heading">入驻成功</h2>
          <p>你已成为微课堂讲师。完成实名认证后，就可以发布课程了。</p>
          <a
            className={buttonClassName({ block: true })}
            href={hrefTo(linkToMine('liveroom-authenticate', { type: 1 }))}
          >
            去实名认证
          </a>
          <a
            className={buttonClassName({ variant: 'secondary', block: true })}
            href={hrefTo(linkToMine('liveroom-info'))}
          >
            设置直播间资料
          </a>
        </section>
      ) : roles.isLecturer ? (
        <section className="join__card join__result">
          <h2 className="join__heading">你已经是讲师了</h2>
          <p>不需要再次申请。</p>
          <a className={buttonClassName({ block: true })} href={hrefTo(linkToMine('join-index'))}>
            查看讲师权益与下一步
          </a>
        </section>
      ) : (
        <JoinForm />
      )}
    </main>
  );
}
