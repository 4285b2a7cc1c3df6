import { useUnit } from 'effector-react';
import { Placeholder } from '@/shared/ui/placeholder';
import { Skeleton } from '@/shared/ui/skeleton';
import { officialAccount } from '../config/account';
import { followQr } from '../model/follow-qr';

const alt = `${officialAccount.name}二维码`;

/** The account's QR code: a skeleton while it is drawn; if it cannot be, 重试 and the follow link itself. */
export function FollowQrCode() {
  const [state, image, retried] = useUnit([followQr.$status, followQr.$data, followQr.retried]);
  if (state === 'ready' && image)
    // A plain <img>: WeChat recognises a QR code only on a real, long-pressable image.
    return <img className="lesson-attent__qr" src={image} alt={alt} width={220} height={220} />;
  if (state === 'failed')
    return (
      <div className="lesson-attent__qr-failed">
        <Placeholder kind="error" title="二维码生成失败" description="请重试，或点击下方链接关注" onAction={retried} />
        <a className="lesson-attent__follow-link" href={officialAccount.followUrl}>
          {officialAccount.followUrl}
        </a>
      </div>
    );
  return (
    <span className="lesson-attent__qr lesson-attent__qr--drawing" role="status" aria-label="二维码生成中">
      <Skeleton ratio={1} radius="var(--radius-m)" />
    </span>
  );
}
