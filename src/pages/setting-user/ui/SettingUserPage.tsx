import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import {
  $loadError,
  $loadState,
  $profile,
  maskMobile,
  realNameLabel,
  settingUserOpened,
  settingUserRetried,
} from '../model/setting-user';
import './setting-user.css';

/** mine/setting/user — the lecturer's account: avatar, nickname, masked phone, real-name state, studio profile. */
export default function SettingUserPage({ title }: PageProps) {
  const [profile, state, error, opened, retried] = useUnit([
    $profile,
    $loadState,
    $loadError,
    settingUserOpened,
    settingUserRetried,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="setting-user" data-page="setting-user">
      <PageHeader title={title} />
      {state === 'loading' && <DetailSkeleton />}
      {state === 'failed' && <Placeholder kind="error" error={error} onAction={retried} />}
      {state === 'ready' && profile && (
        <>
          <dl className="setting-user__list">
            <div className="setting-user__row">
              <dt>头像</dt>
              <dd className="setting-user__avatar">
                <Image src={profile.userImg} alt="头像" ratio={1} displayWidth={56} round />
              </dd>
            </div>
            <div className="setting-user__row">
              <dt>昵称</dt>
              <dd>{profile.userNickName || '未设置'}</dd>
            </div>
            <div className="setting-user__row">
              <dt>手机号</dt>
              <dd>{profile.userMobile ? maskMobile(profile.userMobile) : '未绑定'}</dd>
            </div>
          </dl>
          <nav className="setting-user__list" aria-label="讲师资料">
            <a
              className="setting-user__row setting-user__link"
              href={hrefTo(linkToMine('liveroom-authenticate', { type: 1 }))}
            >
              <span>实名认证</span>
              <span className="setting-user__value" data-verified={profile.realNameAuth === 2 || undefined}>
                {realNameLabel(profile.realNameAuth)}
              </span>
            </a>
            <a className="setting-user__row setting-user__link" href={hrefTo(linkToMine('liveroom-info'))}>
              <span>直播间资料</span>
              <span className="setting-user__value">名称、头像、简介</span>
            </a>
            <a className="setting-user__row setting-user__link" href={hrefTo(linkToMine('liveroom-distribute-rule'))}>
              <span>分成规则</span>
              <span className="setting-user__value">查看</span>
            </a>
          </nav>
          <p className="setting-user__note">头像和昵称来自微信授权，在微信中修改后重新登录即可更新。</p>
        </>
      )}
    </main>
  );
}
