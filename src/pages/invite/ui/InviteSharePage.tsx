import { useUnit } from 'effector-react';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { hrefTo, linkTo, type PageProps } from '@/shared/routing';
import { Button, buttonClassName } from '@/shared/ui/button';
import { isWechat } from '@/shared/wechat';
import { $inviteLink } from '../model/campaign';
import { $copyResult, copyClicked } from '../model/copy-link';
import { InviteShareGate } from '../model/share';
import { InviteScreen } from './InviteScreen';

function ShareSteps() {
  useGateAfterPaint(InviteShareGate);
  const [link, copyResult, copy] = useUnit([$inviteLink, $copyResult, copyClicked]);
  const inWechat = isWechat();
  return (
    <>
      <section className="invite__panel" aria-labelledby="invite-how">
        <h2 id="invite-how" className="invite__panel-title">
          三步邀请好友
        </h2>
        <ol className="invite__steps">
          <li>点击右上角的「…」按钮</li>
          <li>选择「发送给朋友」或「分享到朋友圈」</li>
          <li>好友打开你分享的卡片并首次登录，即为邀请成功</li>
        </ol>
        {!inWechat && <p className="invite__note">当前不在微信中：请复制下方链接，在微信里打开后再分享。</p>}
      </section>
      <section className="invite__panel" aria-labelledby="invite-link-label">
        <h2 id="invite-link-label" className="invite__panel-title">
          我的邀请链接
        </h2>
        <input className="invite__link" readOnly value={link} aria-labelledby="invite-link-label" />
        <Button variant="secondary" block onClick={copy}>
          复制链接
        </Button>
        <p className="invite__copy-result" role="status">
          {copyResult === 'copied' && '链接已复制，去微信粘贴给好友吧'}
          {copyResult === 'failed' && '无法自动复制，请长按上方链接手动复制'}
        </p>
      </section>
      <div className="invite__actions invite__actions--page">
        <a className={buttonClassName({ block: true })} href={hrefTo(linkTo('invite-card'))}>
          生成邀请卡，发到朋友圈
        </a>
      </div>
    </>
  );
}

/** invite/share — 邀请好友: sets the invite card as this page's WeChat share and explains how to send it. */
export function InviteSharePage({ title }: PageProps) {
  return (
    <InviteScreen name="invite-share" title={title}>
      {() => <ShareSteps />}
    </InviteScreen>
  );
}
