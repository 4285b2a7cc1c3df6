import { HOME_PATH, hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import './extension.css';

/** extension/test and test2: the spec's test pages do not ship; they say so and lead on. */
export function ExtensionClosedPage({ title }: PageProps) {
  return (
    <main className="extension" data-page="extension-closed">
      <PageHeader title={title} />
      <div className="money-empty">
        <Placeholder title="该页面暂未开放" description="你可以先去推广中心看看可推广的课程" />
        <a className={buttonClassName({ size: 's' })} href={hrefTo(linkToMine('extension-index'))}>
          去推广中心
        </a>
        <a className={buttonClassName({ variant: 'text', size: 's' })} href={hrefTo(HOME_PATH)}>
          回首页
        </a>
      </div>
    </main>
  );
}
