import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { hrefTo, linkTo, type PageProps } from '@/shared/routing';
import { Button, buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { $sent, anotherReportStarted, reportOpened } from '../model/report-form';
import { ReportForm } from './ReportForm';
import './help-report.css';

/** help/report — 投诉: a complaint with a reason, a text, up to three images and a phone number. */
export function HelpReportPage({ title }: PageProps) {
  const [sent, opened, another] = useUnit([$sent, reportOpened, anotherReportStarted]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="help-report" data-page="help-report">
      <PageHeader title={title} />
      {sent ? (
        <section className="help-report__done" role="status" aria-labelledby="report-done-title">
          <span className="help-report__done-icon" aria-hidden="true" />
          <h2 id="report-done-title">提交成功</h2>
          <p>感谢你的反馈，我们会在 3 个工作日内处理；如留了手机号，客服会与你联系。</p>
          <a className={buttonClassName({ block: true })} href={hrefTo(linkTo('index'))}>
            返回首页
          </a>
          <Button variant="secondary" block onClick={another}>
            再提交一条
          </Button>
        </section>
      ) : (
        <ReportForm />
      )}
    </main>
  );
}
