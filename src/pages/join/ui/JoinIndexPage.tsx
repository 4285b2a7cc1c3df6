import { useUnit } from 'effector-react';
import { REVENUE_SPLIT } from '@/entities/lecturer';
import { $viewerRoles } from '@/entities/user';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import './join.css';

const BENEFITS = [
  { title: '自己的直播间', text: '开设直播间主页，发布音频、视频和直播课程，学员可以关注你。' },
  { title: '专栏与系列课', text: '把课程组合成专栏，一次购买、持续更新，收入更稳定。' },
  { title: '推广分销', text: '开启分销后，学员分享课程带来的购买，你与推广者按比例分成。' },
  { title: '收入随时可见', text: '每一笔收入都在钱包里有明细，结算后可提现到银行卡。' },
];

/** mine/join/index — why become a lecturer, the revenue split, 申请入驻 (or, for a lecturer, where to go next). */
export default function JoinIndexPage({ title }: PageProps) {
  const roles = useUnit($viewerRoles);
  const split = REVENUE_SPLIT;
  return (
    <main className="join" data-page="join-index">
      <PageHeader title={title} />
      <section className="join__hero">
        <h2 className="join__hero-title">在微课堂开讲</h2>
        <p>把你的专业知识做成课程，让更多人听到。</p>
      </section>
      <section className="join__card" aria-labelledby="join-benefits">
        <h2 id="join-benefits" className="join__heading">
          讲师可以获得
        </h2>
        <ul className="join__benefits">
          {BENEFITS.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="join__card" aria-labelledby="join-split">
        <h2 id="join-split" className="join__heading">
          收入分成
        </h2>
        <p className="join__split">
          <span>
            讲师 <strong>{split.lecturerPercent}%</strong>
          </span>
          <span>
            平台服务费 <strong>{split.platformPercent}%</strong>
          </span>
        </p>
        <p className="join__note">
          有推广者时，推广佣金（{split.promoterMinPercent}%–{split.promoterMaxPercent}
          %，由你为每门课设定）从讲师部分支付。收入在购买
          {split.settleDays} 天后结算。
        </p>
        <a href={hrefTo(linkToMine('liveroom-distribute-rule'))}>查看完整分成规则</a>
      </section>
      <div className="join__actions">
        {roles.isLecturer ? (
          <>
            <p className="join__done">你已经是讲师了。</p>
            {!roles.isRealNameVerified && (
              <a
                className={buttonClassName({ block: true })}
                href={hrefTo(linkToMine('liveroom-authenticate', { type: 1 }))}
              >
                去完成实名认证
              </a>
            )}
            <a
              className={buttonClassName({ variant: roles.isRealNameVerified ? 'primary' : 'secondary', block: true })}
              href={hrefTo(linkToMine('liveroom-info'))}
            >
              管理直播间资料
            </a>
            <a className={buttonClassName({ variant: 'text', block: true })} href={hrefTo(linkToMine('mine-index'))}>
              返回我的
            </a>
          </>
        ) : (
          <a className={buttonClassName({ block: true })} href={hrefTo(linkToMine('join-info'))}>
            申请入驻
          </a>
        )}
      </div>
    </main>
  );
}
