import { Component, type ReactNode } from 'react';
import { HOME_PATH, hrefTo } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import './activity-frame.css';

function Notice({ title, heading, text }: { title: string; heading: string; text: string }) {
  return (
    <main className="activity-notice" data-page="activity-notice">
      <PageHeader title={title} />
      <section className="activity-notice__body" aria-labelledby="activity-notice-heading">
        <h2 id="activity-notice-heading" className="activity-notice__heading">
          {heading}
        </h2>
        <p className="activity-notice__text">{text}</p>
        <a className={buttonClassName({ variant: 'primary' })} href={hrefTo(HOME_PATH)}>
          回到首页
        </a>
      </section>
    </main>
  );
}

const startFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Outside the campaign's time window, instead of its pages (and without loading their code). */
export function ActivityClosed({
  title,
  state,
  startsAt,
}: {
  title: string;
  state: 'upcoming' | 'ended';
  startsAt?: string;
}) {
  return state === 'upcoming' ? (
    <Notice
      title={title}
      heading="活动未开始"
      text={
        startsAt ? `活动将于 ${startFormat.format(new Date(startsAt))} 开始，敬请期待。` : '活动还没有开始，敬请期待。'
      }
    />
  ) : (
    <Notice title={title} heading="活动已结束" text="感谢参与！更多好课正在首页等你。" />
  );
}

/** A crash inside a campaign stays inside it: the shell, the tab bar and the way home keep working. */
export class ActivityBoundary extends Component<{ title: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[activity] page crashed:', error instanceof Error ? error.message : String(error));
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <Notice title={this.props.title} heading="活动页面出了点问题" text="请稍后再试，或先去首页看看。" />;
    }
    return this.props.children;
  }
}
