import { useUnit } from 'effector-react';
import { errorMessage } from '@/shared/api';
import { hrefTo, linkToMine } from '@/shared/routing';
import { Button, buttonClassName } from '@/shared/ui/button';
import { $info, $view, authInfo, resubmitClicked, statusRefreshed } from '../model/authenticate';

const maskId = (id: string) => (id.length > 8 ? `${id.slice(0, 4)}**********${id.slice(-4)}` : id);

/** 审核中 / 未通过 (reason, 重新提交) / 已认证. */
export function AuthStatus() {
  const [info, view, refreshing, failure, refresh, resubmit] = useUnit([
    $info,
    $view,
    authInfo.loadFx.pending,
    authInfo.$error,
    statusRefreshed,
    resubmitClicked,
  ]);
  if (!info) return null;
  return (
    <section className="auth__status" data-state={view} aria-live="polite">
      {view === 'pending' && (
        <>
          <h2 className="auth__status-title">审核中</h2>
          <p>认证资料已提交，平台会在 1–3 个工作日内完成审核，结果会在这里显示。</p>
          <Button variant="secondary" block loading={refreshing} onClick={() => refresh()}>
            刷新审核状态
          </Button>
          {failure !== null && !refreshing && (
            <p className="auth__refresh-error" role="alert">
              没有刷新成功：{errorMessage(failure)}
            </p>
          )}
        </>
      )}
      {view === 'rejected' && (
        <>
          <h2 className="auth__status-title">认证未通过</h2>
          <p className="auth__reason">原因：{info.rejectReason || '资料不符合要求，请核对后重新提交'}</p>
          <Button block onClick={() => resubmit()}>
            修改后重新提交
          </Button>
        </>
      )}
      {view === 'verified' && (
        <>
          <h2 className="auth__status-title">已通过实名认证</h2>
          {info.realName && (
            <dl className="auth__facts">
              <div>
                <dt>{info.authType === 2 ? '机构名称' : '姓名'}</dt>
                <dd>{info.realName}</dd>
              </div>
              {info.idNumber && (
                <div>
                  <dt>{info.authType === 2 ? '信用代码' : '证件号'}</dt>
                  <dd>{maskId(info.idNumber)}</dd>
                </div>
              )}
            </dl>
          )}
          <p>现在可以发布课程、管理专栏和轮播图了。</p>
          <a className={buttonClassName({ block: true })} href={hrefTo(linkToMine('setting-user'))}>
            查看账号资料
          </a>
          <a className={buttonClassName({ variant: 'secondary', block: true })} href={hrefTo(linkToMine('mine-index'))}>
            返回我的
          </a>
        </>
      )}
    </section>
  );
}
