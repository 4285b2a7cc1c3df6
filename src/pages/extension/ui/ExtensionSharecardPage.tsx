import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { formatMoney } from '@/shared/lib/format';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { Skeleton } from '@/shared/ui/skeleton';
import { SHARE_POSTER_HEIGHT, SHARE_POSTER_WIDTH } from '../lib/draw-share-poster';
import {
  $goods,
  $goodsError,
  $goodsState,
  $link,
  $poster,
  $posterState,
  posterRetried,
  sharecardOpened,
  sharecardRetried,
} from '../model/sharecard';
import './extension.css';

const readId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

function Poster() {
  const [image, state, retried] = useUnit([$poster, $posterState, posterRetried]);
  if (state === 'failed')
    return <Placeholder kind="error" title="海报生成失败" description="请重试" onAction={retried} />;
  if (state !== 'ready' || !image)
    return (
      <div className="extension__poster" role="status" aria-label="海报生成中">
        <Skeleton ratio={SHARE_POSTER_WIDTH / SHARE_POSTER_HEIGHT} radius="var(--radius-l)" />
      </div>
    );
  return (
    <figure className="extension__poster-figure">
      {/* A real <img>: WeChat saves and recognises long-pressed images only. */}
      <img
        className="extension__poster"
        src={image}
        alt="推广海报（含我的推广二维码）"
        width={SHARE_POSTER_WIDTH / 2}
        height={SHARE_POSTER_HEIGHT / 2}
      />
      <figcaption className="money-note">长按图片保存，发给好友或分享到朋友圈；也可点右上角「…」直接分享</figcaption>
    </figure>
  );
}

/** extension/sharecard — 推广卡片: a poster of the goods with my QR code and link; the WeChat card carries the link. */
export function ExtensionSharecardPage({ title, query }: PageProps) {
  const goodsType = readId(query.goodsType) || 1;
  const goodsId = readId(query.goodsId);
  const [goods, state, error, link, opened, retried] = useUnit([
    $goods,
    $goodsState,
    $goodsError,
    $link,
    sharecardOpened,
    sharecardRetried,
  ]);
  useEffect(() => {
    if (goodsId) opened({ goodsType, goodsId });
  }, [opened, goodsType, goodsId]);
  return (
    <main className="extension" data-page="extension-sharecard">
      <PageHeader title={title} />
      {!goodsId ? (
        <div className="money-empty">
          <Placeholder title="请先选择要推广的课程" />
          <a className={buttonClassName({ size: 's' })} href={hrefTo(linkToMine('extension-index'))}>
            去选课程
          </a>
        </div>
      ) : state === 'failed' ? (
        <Placeholder kind="error" error={error} onAction={retried} />
      ) : state === 'loading' || !goods ? (
        <div className="extension__poster" role="status" aria-label="加载中">
          <Skeleton ratio={SHARE_POSTER_WIDTH / SHARE_POSTER_HEIGHT} radius="var(--radius-l)" />
        </div>
      ) : (
        <>
          {goods.shareable === 1 ? (
            <p className="money-note">
              好友通过此海报或链接购买，你可得佣金约 {formatMoney(goods.commission)}（实付的 {goods.distributRate}%）。
            </p>
          ) : (
            <p className="money-note">这门课暂未开放推广佣金，分享给好友仍然可以。</p>
          )}
          <Poster />
          {link && (
            <section className="money-card">
              <h2 className="extension__heading">我的推广链接</h2>
              <p className="extension__link" data-testid="promotion-link">
                {link}
              </p>
            </section>
          )}
        </>
      )}
    </main>
  );
}
