import type { ComponentType } from 'react';
import type { PageProps } from '@/shared/routing';
import { ActivityBoundary, ActivityClosed } from './ActivityFrame';

/** The 未开始 / 已结束 screen as a route's page (made once per route: the page loader caches it). */
export function closedPage(title: string, state: 'upcoming' | 'ended', startsAt?: string): ComponentType<PageProps> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route and cached by the page loader
  return function ClosedActivityPage() {
    return <ActivityClosed title={title} state={state} startsAt={startsAt} />;
  };
}

/** An activity's page inside its error boundary (made once per route: the page loader caches it). */
export function framedPage(title: string, Page: ComponentType<PageProps>): ComponentType<PageProps> {
  return function FramedActivityPage(props: PageProps) {
    return (
      <ActivityBoundary title={title}>
        <Page {...props} />
      </ActivityBoundary>
    );
  };
}
