import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { MoneyEmpty } from '@/features/withdraw';
import { formatMoney } from '@/shared/lib/format';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Poster, PosterSkeleton } from '@/shared/ui/poster';
import { ResourceView } from '@/shared/ui/resource-view';
import type { PromotedGoodsDetail } from '../api/promotion';
import { SHARE_POSTER_HEIGHT, SHARE_POSTER_WIDTH } from '../lib/draw-share-poster';
import { $link, goodsPage, sharePoster } from '../model/sharecard';
import './extension.css';

const POSTER_SIZE = { width: SHARE_POSTER_WIDTH, height: SHARE_POSTER_HEIGHT };

const readId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

function Sharecard({ goods }: { goods: PromotedGoodsDetail }) {
  const link = useUnit($link);
  return (
    <>
      {goods.shareable === 1 ? (
        <p className="money-note">
          好友通过此海报或链接购买，你可得佣金约 {formatMoney(goods.commission)}（实付的 {goods.distributRate}%）。
        </p>
      ) : (
        <p className="money-note">这门课暂未开放推广佣金，分享给好友仍然可以。</p>
      )}
      <Poster
        model={sharePoster}
        size={POSTER_SIZE}
        name="海报"
        alt="推广海报（含我的推广二维码）"
        hint="长按图片保存，发给好友或分享到朋友圈；也可点右上角「…」直接分享"
      />
      {link && (
        <section className="money-card">
          <h2 className="extension__heading">我的推广链接</h2>
          <p className="extension__link" data-testid="promotion-link">
            {link}
          </p>
        </section>
      )}
    </>
  );
}

/** extension/sharecard — 推广卡片: a poster of the goods with my QR code and link; the WeChat card carries the link. */
export function ExtensionSharecardPage({ title, query }: PageProps) {
  const goodsType = readId(query.goodsType) || 1;
  const goodsId = readId(query.goodsId);
  const opened = useUnit(goodsPage.opened);
  useEffect(() => {
    if (goodsId) opened({ goodsType, goodsId });
  }, [opened, goodsType, goodsId]);
  return (
    <main className="extension" data-page="extension-sharecard">
      <PageHeader title={title} />
      {goodsId ? (
        <ResourceView resource={goodsPage} skeleton={<PosterSkeleton size={POSTER_SIZE} label="加载中" />}>
          {(goods) => <Sharecard goods={goods} />}
        </ResourceView>
      ) : (
        <MoneyEmpty
          title="请先选择要推广的课程"
          action={{ href: hrefTo(linkToMine('extension-index')), label: '去选课程' }}
        />
      )}
    </main>
  );
}
