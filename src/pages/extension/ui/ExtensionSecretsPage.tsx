import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { accountPage } from '../model/account';
import './extension.css';

const TIPS = [
  '挑你自己学过、真心推荐的课：一句亲身感受比十句广告更打动人。',
  '海报发朋友圈时配上一句话，说清这门课解决什么问题、适合谁。',
  '发到学习群或同事群前，先问问大家最近在为什么发愁，再对症推荐。',
  '限时特惠期间推广转化更高，留意首页的「限时特惠」。',
  '好友必须通过你的链接或海报进入并购买，佣金才会记在你名下。',
];

/** extension/secrets — 推广秘籍: how to promote well, and the promoter's own invite code. */
export function ExtensionSecretsPage({ title }: PageProps) {
  const opened = useUnit(accountPage.opened);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="extension" data-page="extension-secrets">
      <PageHeader title={title} />
      <section className="money-card">
        <h2 className="extension__heading">我的专属邀请码</h2>
        <ResourceView
          resource={accountPage}
          skeleton={
            <p className="extension__code" aria-busy>
              --
            </p>
          }
        >
          {(account) => <p className="extension__code">{account.inviteCode || '--'}</p>}
        </ResourceView>
        <p className="money-note">
          好友通过你的链接或海报进入并购买，佣金会记在你名下；联系客服核对推广订单时请提供此邀请码。
        </p>
      </section>
      <section className="money-card">
        <h2 className="extension__heading">推广秘籍</h2>
        <ol className="extension__tips">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
        <a className={buttonClassName({ block: true })} href={hrefTo(linkToMine('extension-index'))}>
          去挑选推广课程
        </a>
      </section>
    </main>
  );
}
