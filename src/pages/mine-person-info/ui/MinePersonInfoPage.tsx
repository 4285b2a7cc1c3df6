import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { PageProps } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import {
  $loadError,
  $loadState,
  $personInfo,
  maskMobile,
  personInfoOpened,
  personInfoRetried,
} from '../model/person-info';
import './mine-person-info.css';

/** mine/personInfo — 个人资料 of a lecturer: avatar, nickname, phone, intro (read-only). */
export default function MinePersonInfoPage({ title }: PageProps) {
  const [info, state, error, opened, retried] = useUnit([
    $personInfo,
    $loadState,
    $loadError,
    personInfoOpened,
    personInfoRetried,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="person-info" data-page="mine-person-info">
      <PageHeader title={title} />
      {state === 'loading' && <DetailSkeleton />}
      {state === 'failed' && <Placeholder kind="error" error={error} onAction={retried} />}
      {state === 'ready' && info && (
        <dl className="person-info__list">
          <div className="person-info__row">
            <dt>头像</dt>
            <dd className="person-info__avatar">
              <Image src={info.userImg} alt="头像" ratio={1} displayWidth={56} round />
            </dd>
          </div>
          <div className="person-info__row">
            <dt>昵称</dt>
            <dd>{info.userNickName || '未设置'}</dd>
          </div>
          <div className="person-info__row">
            <dt>手机号</dt>
            <dd>{info.userMobile ? maskMobile(info.userMobile) : '未绑定'}</dd>
          </div>
          <div className="person-info__row person-info__row--block">
            <dt>讲师简介</dt>
            <dd>{info.intro || '还没有简介'}</dd>
          </div>
        </dl>
      )}
      {state === 'ready' && (
        <p className="person-info__note">头像和昵称来自微信授权，在微信中修改后重新登录即可更新。</p>
      )}
    </main>
  );
}
