import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { officialAccount } from '../config/account';
import { attentOpened } from '../model/follow-qr';
import { FollowQrCode } from './FollowQrCode';
import './lesson-attent.css';

/** lesson/attent — follow the official account: long-press the QR code inside WeChat to recognise it. */
export default function AttentPage({ title }: PageProps) {
  const opened = useUnit(attentOpened);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="lesson-attent" data-page="lesson-attent">
      <PageHeader title={title} />
      <section className="lesson-attent__card" aria-labelledby="attent-account">
        <h2 id="attent-account" className="lesson-attent__name">
          {officialAccount.name}
        </h2>
        <p className="lesson-attent__why">关注后可及时收到开课提醒、直播通知和学习动态</p>
        <FollowQrCode />
        <p className="lesson-attent__hint">长按识别二维码，关注公众号</p>
        <ol className="lesson-attent__steps">
          <li>长按上方二维码</li>
          <li>在弹出的菜单中选择「识别图中二维码」</li>
          <li>进入公众号页面后点击「关注」</li>
        </ol>
      </section>
    </main>
  );
}
