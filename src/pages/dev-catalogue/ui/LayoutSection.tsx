import { useUnit } from 'effector-react';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { DetailSkeleton, ListSkeleton } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { Demo, Section } from './Section';

export function LayoutSection() {
  const toast = useUnit(showToast);
  const tapped = (what: string) => () => toast({ type: 'msg', message: what });
  return (
    <>
      <Section title="PageHeader 页头">
        <div className="dev-catalogue__frame">
          <PageHeader title="课程详情" onBack={tapped('返回')} />
        </div>
        <div className="dev-catalogue__frame">
          <PageHeader
            title="一个很长很长很长很长很长很长的标题会被省略"
            onBack={tapped('返回')}
            right={
              <button type="button" className="dev-catalogue__icon-button" onClick={tapped('分享')}>
                分享
              </button>
            }
          />
        </div>
        <div className="dev-catalogue__frame">
          <PageHeader title="发现（无返回）" showBack={false} />
        </div>
      </Section>
      <Section title="Placeholder 空状态 · 错误">
        <Placeholder />
        <Placeholder kind="error" onAction={tapped('重试')} />
        <Placeholder
          title="还没有收藏的课程"
          description="去发现页看看吧"
          actionLabel="去逛逛"
          onAction={tapped('去逛逛')}
        />
      </Section>
      <Section title="Skeleton 骨架屏">
        <Demo label="列表">
          <ListSkeleton rows={2} />
        </Demo>
        <Demo label="详情">
          <DetailSkeleton />
        </Demo>
      </Section>
    </>
  );
}
