import { MoneyEmpty } from '@/features/withdraw';
import { HOME_PATH, hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import './extension.css';

/** extension/test and test2: the spec's test pages do not ship; they say so and lead on. */
export function ExtensionClosedPage({ title }: PageProps) {
  return (
    <main className="extension" data-page="extension-closed">
      <PageHeader title={title} />
      <MoneyEmpty
        title="该页面暂未开放"
        description="你可以先去推广中心看看可推广的课程"
        action={{ href: hrefTo(linkToMine('extension-index')), label: '去推广中心' }}
      >
        <a className={buttonClassName({ variant: 'text', size: 's' })} href={hrefTo(HOME_PATH)}>
          回首页
        </a>
      </MoneyEmpty>
    </main>
  );
}
